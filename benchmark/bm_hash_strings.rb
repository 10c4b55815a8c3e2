# bm_hash_strings.rb - Hash keyed by strings: store, fetch, count words
words = %w[apple banana cherry date elder fig grape honeydew kiwi lemon]
keys = (0...20_000).map { |i| words[i % 10] + (i % 2000).to_s }
total = 0
40.times do
  h = {}
  keys.each { |k| h[k] = (h[k] || 0) + 1 }
  keys.each { |k| total += h[k] }
  total += h.size
end
p total
