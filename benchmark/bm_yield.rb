# bm_yield.rb - method calls that yield to a block
def twice(x)
  yield(x) + yield(x + 1)
end
def each_pair_of(a, b)
  yield a, b
end
sum = 0
i = 0
while i < 1_000_000
  sum += twice(i) { |v| v & 3 }
  each_pair_of(i, 1) { |a, b| sum -= b }
  i += 1
end
p sum
