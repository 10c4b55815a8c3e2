# bm_array_methods.rb - Array methods: flatten, uniq, zip, include?, index, sort!, reverse, first/last, compact, transpose, *
a = (1..40).to_a
b = [[1, [2, 3]], [4, nil, [5, [6]]], 7, nil]
n = 0
20_000.times do |i|
  n += b.flatten.size + b.compact.size
  n += (a + a).uniq.size
  n += a.zip(a).size
  n += 1 if a.include?(i % 50)
  n += a.index(30)
  c = a.dup; c.sort! { |x, y| y <=> x }; n += c.first
  n += a.reverse.last + (a * 2).size
  n += [[1, 2], [3, 4]].transpose.size
  n += (a - [1, 2, 3]).size + (a & [1, 2, 3]).size + (a | [99]).size
  n += a.values_at(1, 3).size + a.slice(2, 5).size
end
p n
