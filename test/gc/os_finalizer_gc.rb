# finalizers of objects collected by GC.start run then, once; id passed; errors ignored
$stdout.sync = true
class Thing; end
def make(tag)
  o = Thing.new
  ObjectSpace.define_finalizer(o, proc { |id| puts "finalized #{tag} #{id.class}" })
  nil
end
10.times { |i| make(i) }
def clobber; a = b = c = d = e = nil; 100.times { [1, 2, 3].map { |x| x.to_s * 50 } }; end
clobber
GC.start
puts "after GC"
GC.start
puts "after second GC"
