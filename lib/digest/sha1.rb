# digest/sha1.rb - Digest::SHA1 (FIPS 180-1).

require 'digest'

module Digest
  class SHA1 < Digest::Base
    DIGEST_LENGTH = 20
    BLOCK_LENGTH = 64

    def compute(msg)
      mask = Digest::MASK32
      h = [0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0]
      m = Digest::Base.pad(msg, false)
      pos = 0
      while pos < m.length
        w = m[pos, 64].unpack("N16")
        16.upto(79) do |i|
          v = w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16]
          w[i] = ((v << 1) | (v >> 31)) & mask
        end
        a, b, c, d, e = h
        80.times do |i|
          if i < 20
            f = (b & c) | ((~b & mask) & d)
            k = 0x5A827999
          elsif i < 40
            f = b ^ c ^ d
            k = 0x6ED9EBA1
          elsif i < 60
            f = (b & c) | (b & d) | (c & d)
            k = 0x8F1BBCDC
          else
            f = b ^ c ^ d
            k = 0xCA62C1D6
          end
          t = ((((a << 5) | (a >> 27)) & mask) + f + e + k + w[i]) & mask
          e = d
          d = c
          c = ((b << 30) | (b >> 2)) & mask
          b = a
          a = t
        end
        h = [(h[0] + a) & mask, (h[1] + b) & mask, (h[2] + c) & mask,
             (h[3] + d) & mask, (h[4] + e) & mask]
        pos += 64
      end
      h.pack("N5")
    end
    private :compute
  end
end
