# bm_gc_start_50mb.rb - GC.start with about 50 MB live: strings, arrays
# and hashes of a mixed shape kept in one array
keep = []
i = 0
while i < 100_000
  keep << ["s#{i}" * 8, {i => [i, i.to_s]}, i.to_f]
  i += 1
end
10.times { GC.start }
p keep.size
