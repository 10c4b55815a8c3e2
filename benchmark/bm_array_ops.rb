# bm_array_ops.rb - Array#sort (Fixnum, String, block), #map, #each_slice
a = []
i = 0
while i < 100_000
  a << (i * 7919) % 100_003
  i += 1
end
strs = a.map { |x| "s#{x}" }
sum = 0
5.times do
  b = a.sort
  sum += b[0] + b[-1]
  c = strs.sort
  sum += c[500].size
  d = a.sort { |x, y| y <=> x }
  sum += d[0]
  e = a.map { |x| x * 2 }
  sum += e[-1]
  f = strs.map { |s| s.size }
  sum += f[1]
  a.each_slice(7) { |sl| sum += sl.size }
  sum += a.each_slice(100).map { |sl| sl[0] }.size
  g = a.sort_by { |x| -x }
  sum += g[0]
end
p sum
