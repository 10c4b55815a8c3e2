# Method and UnboundMethod define == but not eql? or hash (Object's are used).
a = Object.new
def a.foo; end
m1, m2 = a.method(:foo), a.method(:foo)
p [m1 == m2, m1.eql?(m2), m1.eql?(m1), m1.hash == m1.hash]
u1, u2 = Array.instance_method(:push), Array.instance_method(:push)
p [u1 == u2, u1.eql?(u2)]
p Method.instance_methods(false).sort
p UnboundMethod.instance_methods(false).sort
