# bm_array_keys.rb - Hash with Array, String and Struct keys: hash/eql? of composite keys
P = Struct.new(:x, :y)
h = {}
n = 0
200.times do |r|
  100.times { |i| h[[r, i]] = i; h["k#{i}"] = r; h[P.new(i, r % 3)] = i }
  100.times { |i| n += h[[r, i]] + h["k#{i}"] + (h[P.new(i, 1)] || 0) }
end
p n + h.size
