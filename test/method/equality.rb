# Method#== and UnboundMethod#==: same receiver, body, and class seen from.
class A; def opt; end; alias ali opt; def other; end; end
class B < A; end
a = A.new; b = B.new
p a.method(:opt) == a.method(:ali), a.method(:opt) == A.new.method(:opt), b.method(:opt) == b.method(:opt)
p A.instance_method(:opt) == A.instance_method(:ali), A.instance_method(:opt) == B.instance_method(:opt)
p a.method(:opt).unbind == A.instance_method(:opt), a.method(:opt) == a.method(:opt).unbind
p 1.method(:+) == 1.method(:+), 1.method(:+) == 2.method(:+), [].method(:map) == [].method(:collect)
m = a.method(:opt); c = m.clone; p c == m, c.equal?(m)
p a.method(:opt) == 5
