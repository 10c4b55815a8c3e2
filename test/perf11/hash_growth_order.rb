# a Hash growing through many rehashes keeps 1.8.7's walk order (chains
# re-threaded in place), with deletes, re-inserts and mixed keys between
h = {}
3000.times { |i| h[i * 7 % 3001] = i }
p h.size, h.keys.first(15), h.keys.last(15)
s = {}
2000.times { |i| s["k#{i}"] = i; s[i.to_s.to_sym] = i if i % 5 == 0 }
p s.size, s.keys.first(12), s.keys.last(12)
1000.times { |i| h.delete(i * 3) }
p h.size, h.keys.first(10)
2000.times { |i| h[10_000 + i] = i }
p h.size, h.keys.first(10), h.keys.last(10)
sum = 0
h.each { |k, v| sum = (sum * 31 + k * 7 + v) % 1_000_000_007 }
p sum
g = h.dup
g.rehash
p g.keys == h.keys
small = {}
40.times { |i| small[i * 37] = i }
p small
p small.select { |k, v| v % 9 == 0 }
