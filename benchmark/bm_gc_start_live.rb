# bm_gc_start_live.rb - GC.start with 50,000 small live hashes (and their
# strings) held: the cost of a full collection of a mid-sized live heap
keep = (1..50_000).map { |i| { i => i.to_s } }
200.times { GC.start }
p keep.size
