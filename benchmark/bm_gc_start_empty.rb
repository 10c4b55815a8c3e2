# bm_gc_start_empty.rb - GC.start on the heap a program starts with: the
# fixed cost of a collection (roots, method and constant tables, sweep)
GC.start
3_000.times { GC.start }
p GC.disable
