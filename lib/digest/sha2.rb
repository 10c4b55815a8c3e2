# digest/sha2.rb - Digest::SHA256 (FIPS 180-2).

require 'digest'

module Digest
  class SHA256 < Digest::Base
    DIGEST_LENGTH = 32
    BLOCK_LENGTH = 64

    def self.iroot(n, k)
      # the integer k-th root of n (Newton's method)
      x = 1 << ((n.to_s(2).length + k - 1) / k)
      loop do
        y = ((k - 1) * x + n / (x ** (k - 1))) / k
        break if y >= x
        x = y
      end
      x
    end

    PRIMES = []
    (2..400).each { |n| PRIMES << n if (2..Math.sqrt(n).to_i).all? { |d| n % d != 0 } }
    H0 = PRIMES[0, 8].map { |p| iroot(p << 64, 2) & 0xffffffff }
    K = PRIMES[0, 64].map { |p| iroot(p << 96, 3) & 0xffffffff }

    def compute(msg)
      mask = Digest::MASK32
      h = H0.dup
      m = Digest::Base.pad(msg, false)
      rotr = lambda { |x, n| ((x >> n) | (x << (32 - n))) & mask }
      pos = 0
      while pos < m.length
        w = m[pos, 64].unpack("N16")
        16.upto(63) do |i|
          x = w[i - 15]
          s0 = rotr[x, 7] ^ rotr[x, 18] ^ (x >> 3)
          x = w[i - 2]
          s1 = rotr[x, 17] ^ rotr[x, 19] ^ (x >> 10)
          w[i] = (w[i - 16] + s0 + w[i - 7] + s1) & mask
        end
        a, b, c, d, e, f, g, hh = h
        64.times do |i|
          s1 = rotr[e, 6] ^ rotr[e, 11] ^ rotr[e, 25]
          ch = (e & f) ^ ((~e & mask) & g)
          t1 = (hh + s1 + ch + K[i] + w[i]) & mask
          s0 = rotr[a, 2] ^ rotr[a, 13] ^ rotr[a, 22]
          maj = (a & b) ^ (a & c) ^ (b & c)
          t2 = (s0 + maj) & mask
          hh = g
          g = f
          f = e
          e = (d + t1) & mask
          d = c
          c = b
          b = a
          a = (t1 + t2) & mask
        end
        h = [a, b, c, d, e, f, g, hh].zip(h).map { |x, y| (x + y) & mask }
        pos += 64
      end
      h.pack("N8")
    end
    private :compute
  end
end
