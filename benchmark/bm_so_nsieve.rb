# bm_so_nsieve.rb - nsieve (shootout): Array.new(m, true) flags, nested
# while loops striking multiples
def nsieve(m)
  flags = Array.new(m, true)
  count = 0
  i = 2
  while i < m
    if flags[i]
      k = i + i
      while k < m
        flags[k] = false
        k += i
      end
      count += 1
    end
    i += 1
  end
  count
end
n = 0
3.times { |j| n += nsieve(300_000 * (1 << j)) }
p n
