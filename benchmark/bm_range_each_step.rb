# bm_range_each_step.rb - Range#each, #step, #to_a, #include?, ===, and
# Range#each over strings
n = 0
40.times do
  (1..100_000).each { |i| n += i & 1 }
  (0...100_000).step(3) { |i| n += 1 }
  n += (1..20_000).to_a.size
  r = (10..500)
  j = 0
  while j < 20_000
    n += 1 if r.include?(j)
    n += 1 if r === j
    j += 1
  end
  ("aa".."zz").each { |s| n += s.size }
end
p n
