# ObjectSpace: _id2ref, each_object with a class or module, finalizers,
# garbage_collect; object ids of immediates.
o = Object.new
p ObjectSpace._id2ref(o.object_id).equal?(o)
p ObjectSpace._id2ref(nil.object_id)
p ObjectSpace._id2ref(true.object_id)
p ObjectSpace._id2ref(false.object_id)
p ObjectSpace._id2ref(1.object_id)
p ObjectSpace._id2ref(:sym.object_id)
p [nil.object_id, true.object_id, false.object_id, 0.object_id, 1.object_id, -1.object_id]
begin
  ObjectSpace._id2ref(nil)
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
class CoreOsThing; end
things = (1..3).map { CoreOsThing.new }
n = ObjectSpace.each_object(CoreOsThing) { |x| }
p n
module CoreOsMod; end
class CoreOsIncl; include CoreOsMod; end
keep = CoreOsIncl.new
found = []
ObjectSpace.each_object(CoreOsMod) { |x| found << x.class }
p found
classes = []
ObjectSpace.each_object(Class) { |c| classes << c if c.name =~ /\ACoreOs/ }
p classes.map { |c| c.name }.sort
p ObjectSpace.garbage_collect
p GC.start
p GC.enable, GC.disable, GC.disable, GC.enable, GC.enable
fin = []
obj = "finalized"
ObjectSpace.define_finalizer(obj, proc { |id| puts "finalizer ran" })
ObjectSpace.undefine_finalizer(obj)
begin
  ObjectSpace.define_finalizer(obj, 42)
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
at_exit { puts "at_exit before finalizers" }
x = Object.new
ObjectSpace.define_finalizer(x, proc { |id| puts "finalizer at exit: #{id.class}" })
p things.size + keep.object_id.class.to_s.size
