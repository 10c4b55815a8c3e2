# a live set that grows across many collections (the heap grows a page at
# a time up to what the last sweep decided): every kept object keeps its
# contents, and a shrinking live set leaves the survivors intact
# under GC.stress (first: a small heap) a small growing set
GC.stress = true if GC.respond_to?(:stress=)
small = []
300.times { |k| small << [k.to_s, {k => k}] }
GC.stress = false if GC.respond_to?(:stress=)
p small.map { |s, h| h[s.to_i] }.inject(0) { |a, b| a + b }
keep = []
i = 0
while i < 60_000
  keep << ["s#{i}" * 3, {i => [i, i.to_s]}, i.to_f, :"sym#{i % 50}"]
  i += 1
end
GC.start
bad = 0
keep.each_with_index do |(s, h, f, y), j|
  bad += 1 unless s == "s#{j}" * 3 && h[j] == [j, j.to_s] && f == j.to_f && y == :"sym#{j % 50}"
end
p keep.size, bad
# drop most of it, then grow again: the freed slots are reused
keep = keep.select { |x| x[2] % 10 == 0 }
GC.start
more = (0...30_000).map { |k| [k.to_s, k * 2] }
p keep.size, more.size
p keep.all? { |s, h, f, y| h.keys == [f.to_i] && s == "s#{f.to_i}" * 3 }
p more.select { |s, d| s.to_i * 2 != d }.size
