# bm_so_nsieve_bits.rb - sieve over a bit array of Fixnum words
def nsieve(m)
  bits = Array.new((m >> 5) + 1, 0)
  count = 0
  i = 2
  while i <= m
    if bits[i >> 5] & (1 << (i & 31)) == 0
      count += 1
      j = i + i
      while j <= m
        bits[j >> 5] |= (1 << (j & 31))
        j += i
      end
    end
    i += 1
  end
  count
end
p nsieve(600_000)
p nsieve(300_000)
