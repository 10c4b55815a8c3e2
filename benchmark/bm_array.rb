# bm_array.rb - Array push, index, pop and sort
a = []
i = 0
while i < 500_000
  a.push(i * 7 % 1000)
  i += 1
end
sum = 0
i = 0
while i < a.size
  sum += a[i]
  i += 1
end
b = a.sort
100_000.times { b.pop }
p sum, b.size, b.last
