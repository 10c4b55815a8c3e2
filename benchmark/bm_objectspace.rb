# bm_objectspace.rb - ObjectSpace.each_object over classes, object_id, _id2ref
class Foo; end
objs = (1..2000).map { Foo.new }
n = 0
200.times do
  ObjectSpace.each_object(Foo) { |o| n += 1 }
  ObjectSpace.each_object(Class) { |c| n += 1 }
end
objs.each { |o| n += 1 if ObjectSpace._id2ref(o.object_id).equal?(o) }
p n > 0
