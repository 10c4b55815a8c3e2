# bm_hash_str.rb - Hash with String keys: insert, lookup, update, iterate
keys = []
i = 0
while i < 100_000
  keys << "key-#{i * 31 % 100_000}-#{i % 97}"
  i += 1
end
sum = 0
3.times do
  h = {}
  keys.each { |k| h[k] = k.size }
  keys.each { |k| sum += h[k] }
  keys.each { |k| h[k] += 1 }
  sum += h.size
  h.each { |k, v| sum += v }
  sum += 1 if h.key?("missing")
  keys.each_with_index { |k, j| h.delete(k) if j % 3 == 0 }
  sum += h.size
end
p sum
