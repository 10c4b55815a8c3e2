# bm_hash_strings_ops.rb - Hash of String keys: store, fetch, has_key?, each, keys, values, sort, merge
words = (1..500).map { |i| "word#{i}" }
n = 0
200.times do
  h = {}
  words.each_with_index { |w, i| h[w] = i }
  words.each { |w| n += h[w] }
  n += 1 if h.has_key?("word42")
  n += h.fetch("word7", 0)
  h.each { |k, v| n += v if k.size == 5 }
  n += h.keys.size + h.values.size
  n += h.sort.first[1]
  n += h.merge("x" => 1).size
  h.delete("word1")
  n += h.select { |k, v| v > 490 }.size
end
p n
