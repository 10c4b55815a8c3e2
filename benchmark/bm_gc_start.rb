# bm_gc_start.rb - small allocations with GC.start after each hundred
kept = []
i = 0
while i < 300_000
  s = "s" + i.to_s
  a = [i, s]
  kept << a if i % 5000 == 0
  GC.start if i % 100 == 0
  i += 1
end
p kept.size
