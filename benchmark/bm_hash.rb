# bm_hash.rb - Hash insert and lookup with Fixnum and String keys
h = {}
200_000.times { |i| h[i] = i * 2 }
sum = 0
200_000.times { |i| sum += h[i] }
s = {}
50_000.times { |i| s["key#{i}"] = i }
50_000.times { |i| sum += s["key#{i}"] }
p sum, h.size, s.size
