# digest/md5.rb - Digest::MD5 (RFC 1321).

require 'digest'

module Digest
  class MD5 < Digest::Base
    DIGEST_LENGTH = 16
    BLOCK_LENGTH = 64

    S = [7, 12, 17, 22] * 4 + [5, 9, 14, 20] * 4 + [4, 11, 16, 23] * 4 + [6, 10, 15, 21] * 4
    K = (0...64).map { |i| (Math.sin(i + 1).abs * 4294967296.0).floor }

    def compute(msg)
      mask = Digest::MASK32
      a0, b0, c0, d0 = 0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476
      m = Digest::Base.pad(msg, true)
      pos = 0
      while pos < m.length
        x = m[pos, 64].unpack("V16")
        a, b, c, d = a0, b0, c0, d0
        i = 0
        while i < 64
          if i < 16
            f = (b & c) | ((~b & mask) & d)
            g = i
          elsif i < 32
            f = (d & b) | ((~d & mask) & c)
            g = (5 * i + 1) & 15
          elsif i < 48
            f = b ^ c ^ d
            g = (3 * i + 5) & 15
          else
            f = c ^ (b | (~d & mask))
            g = (7 * i) & 15
          end
          f = (f + a + K[i] + x[g]) & mask
          a = d
          d = c
          c = b
          s = S[i]
          b = (b + (((f << s) | (f >> (32 - s))) & mask)) & mask
          i += 1
        end
        a0 = (a0 + a) & mask
        b0 = (b0 + b) & mask
        c0 = (c0 + c) & mask
        d0 = (d0 + d) & mask
        pos += 64
      end
      [a0, b0, c0, d0].pack("V4")
    end
    private :compute
  end
end
