# bm_yield_values.rb - C iterators yielding two values to |a, b| blocks:
# each_with_index, inject, Hash#each_pair, sort with a block
a = (1..1000).to_a
h = {}
a.each { |x| h[x] = x * 2 }
s = 0
1_000.times do
  a.each_with_index { |x, i| s += x ^ i }
  s += a.inject { |m, x| m + x }
  h.each_pair { |k, v| s += v - k }
  s += a.sort { |x, y| y <=> x }.first
end
p s
