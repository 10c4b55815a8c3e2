# bm_hash_iter.rb - Hash with String keys: each, each_pair, keys, values,
# select, sort_by, merge, delete_if, to_a, invert
h = {}
5_000.times { |i| h["k#{i}"] = i }
n = 0
30.times do
  h.each { |k, v| n += v }
  h.each_pair { |k, v| n += k.size }
  n += h.keys.size + h.values.size
  n += h.select { |k, v| v % 3 == 0 }.size
  n += h.sort_by { |k, v| -v }.first[1]
  g = h.merge("extra" => 1)
  g.delete_if { |k, v| v % 2 == 0 }
  n += g.size
  n += h.to_a.size
  n += h.invert.size
  n += 1 if h.has_value?(4_999)
end
p n
