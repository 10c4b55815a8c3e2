# The collector runs on a stack of its own (mask bit 0x400): collections
# started deep in recursion, from finalizer-bearing objects, over structures
# deep enough that recursive marking would overflow a small stack, and from
# every allocation (GC.stress), must all mark exactly what is live.
def deep(n, &b) n.zero? ? b.call : deep(n - 1, &b) end

# a nested array 100_000 levels deep and a long linked list (smaller under
# RUBY_GC_STRESS=1, where every allocation marks them all)
size = ENV["RUBY_GC_STRESS"].to_i != 0 ? 2_000 : 100_000
nested = []
cur = nested
size.times { x = []; cur << x; cur = x }
list = nil
size.times { |i| list = [i, list] }
GC.start
d = 0; cur = nested
while cur.size > 0; cur = cur[0]; d += 1; end
p d == size
n = 0; l = list
while l; n += 1; l = l[1]; end
p n == size
nested = list = cur = l = nil

# collections deep in recursion keep the live objects of every frame
keep = deep(500) do
  objs = (1..100).map { |i| "o#{i}" }
  GC.start
  objs.map { |s| s.upcase }.last
end
p keep

# finalizers run after collections made deep
$fin = 0
deep(300) do
  50.times { ObjectSpace.define_finalizer(Object.new, proc { $fin += 1 }) }
  nil
end
5.times { GC.start; deep(10) { 1 } }
p $fin > 0

# stress: a collection on every allocation, deep and shallow
GC.stress = true
r = deep(100) { (1..50).map { |i| [i, i.to_s] }.flatten.size }
GC.stress = false
p r
