# A collection after little allocation sweeps the pages the allocator did
# not use since the last one by their mark and free bitmaps only: objects
# that died there must still be freed (finalizers run, each_object stops
# seeing them), and the slots must go out again exactly once.
class Item
  attr_reader :n
  def initialize(n) @n = n; @s = "item #{n}" end
  def ok?() @s == "item #{@n}" end
end

def count(klass)
  ObjectSpace.each_object(klass) {}
end

keep = (0...30_000).map { |i| Item.new(i) }
GC.start
GC.start
puts "alive before: #{count(Item) >= 30_000}"

# drop every other Item without allocating in between
i = 0
while i < 30_000
  keep[i] = nil
  i += 2
end
GC.start
puts "freed on untouched pages: #{count(Item) < 15_500}"

# finalizers of objects that die on such pages
$finalized = 0
def with_finalizers(list)
  fin = proc { |id| $finalized += 1 }
  i = 1
  while i < 2_000
    ObjectSpace.define_finalizer(list[i], fin)
    list[i] = nil
    i += 2
  end
end
with_finalizers(keep)
GC.start
GC.start
puts "finalizers ran: #{$finalized > 900}"

# the freed slots are handed out again, and no live object is reused
fresh = (0...40_000).map { |j| Item.new(j) }
GC.start
bad = keep.compact.reject { |o| o.ok? && o.n.odd? }.size
puts "survivors intact: #{bad}"
puts "fresh intact: #{fresh.reject { |o| o.ok? }.size}"
puts "distinct: #{(keep.compact + fresh).map { |o| o.object_id }.uniq.size == keep.compact.size + fresh.size}"
# and again with nothing allocated between collections
3.times { GC.start }
puts "still intact: #{fresh.all? { |o| o.ok? }} #{keep.compact.all? { |o| o.ok? }}"
