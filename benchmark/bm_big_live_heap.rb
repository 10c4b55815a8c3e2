# bm_big_live_heap.rb - a large live set (300k strings and arrays kept) while garbage is made: GC marking cost
keep = []
300_000.times { |i| keep << "str#{i}" << [i] }
n = 0
1_000_000.times { |i| s = "tmp" + "x"; n += s.size }
p keep.size + n
