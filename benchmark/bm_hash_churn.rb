# bm_hash_churn.rb - Hash#delete and Hash#shift churn: a window of keys
# slides through a hash (insert new, delete old), and a hash drained by shift
h = {}
n = 0
i = 0
while i < 300_000
  h[i] = i
  h["k#{i}"] = i if i % 4 == 0
  n += h.delete(i - 1000) || 0 if i >= 1000
  h.delete("k#{i - 1000}") if i % 4 == 0 && i >= 1000
  i += 1
end
2.times do
  g = {}
  10_000.times { |k| g[k] = k }
  while (kv = g.shift)
    n += kv[1]
  end
end
p n, h.size
