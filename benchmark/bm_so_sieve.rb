# bm_so_sieve.rb - sieve of Eratosthenes over an Array of booleans
count = 0
40.times do
  flags = Array.new(8192 * 4, true)
  flags[0] = flags[1] = false
  i = 2
  while i < flags.size
    if flags[i]
      count += 1
      j = i + i
      while j < flags.size
        flags[j] = false
        j += i
      end
    end
    i += 1
  end
end
p count
