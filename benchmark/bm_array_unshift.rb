# bm_array_unshift.rb - a 10,000-element Array rotated with unshift(pop)
# and push(shift), and filled from the front
a = (1..10_000).to_a
i = 0
while i < 300_000
  a.unshift(a.pop)
  a.push(a.shift) if i % 3 == 0
  i += 1
end
b = []
20_000.times { |j| b.unshift(j) }
p a[0], a.size, b[0], b.size
