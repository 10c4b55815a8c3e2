# GC and ObjectSpace API return values
p GC.start
p GC.disable, GC.disable, GC.enable, GC.enable
p GC.stress
GC.stress = true
p GC.stress
x = (1..50).map { |i| "s#{i}" * 2 }
GC.stress = false
p x.last
p ObjectSpace.garbage_collect
class Counted; end
keep = Array.new(4) { Counted.new }
p ObjectSpace.each_object(Counted) { }
ids = []
ObjectSpace.each_object(Counted) { |o| ids << o.object_id }
p ids.sort == keep.map { |o| o.object_id }.sort
p ObjectSpace.each_object(Class) { }.class
p ObjectSpace.each_object(Class) { |c| }.zero?
mods = []
ObjectSpace.each_object(Module) { |m| mods << m if m == Kernel }
p mods
begin
  ObjectSpace._id2ref(2 ** 40 * 8)
rescue RangeError => e
  puts "RangeError"
end
o = Object.new
ObjectSpace.define_finalizer(o, proc { |id| puts "final #{id == $oid}" })
$oid = o.object_id
r = ObjectSpace.define_finalizer("s", lambda { |id| })
p r.size, r[0]
puts "done"
