# Big Hashes made and dropped over and over, collections running while
# entries are taken (st.c's entry free list was once cut off by a
# collection inside a slab's allocation: the freed tables' entries were
# lost and the resident size grew round by round): each round's contents,
# walk order, deletes and copies are right
sums = []
6.times do |r|
  h = {}
  60_000.times { |i| h[i] = i + r }
  GC.start if r % 3 == 0
  s = 0
  h.each { |k, v| s += v - k }
  g = h.dup
  (0...60_000).step(7) { |i| g.delete(i) }
  t = {}
  10_000.times { |i| t["k#{i}"] = i }
  sums << [h.size, s, h.keys.first(3), h[59_999], g.size, g.keys.first(3), t.keys.first(2), t["k9999"]]
end
p sums.first, sums.last, sums.uniq.size
