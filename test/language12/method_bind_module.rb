# a module's UnboundMethod bound to an object: inspect, rebind, errors
module Mo; def im; end; end
module M2; def m2; end; end
class P; end
class Q < P; include Mo; include M2; end
class R < Q; end
p Mo.instance_method(:im).bind(Q.new)
p Mo.instance_method(:im).bind(R.new)
p M2.instance_method(:m2).bind(R.new)
o = Object.new; o.extend(Mo)
p Mo.instance_method(:im).bind(o)
p Mo.instance_method(:im).bind(o).call
m = Mo.instance_method(:im).bind(Q.new)
p m.unbind.bind(R.new)
p m.unbind.bind(P.new) rescue p $!
p Mo.instance_method(:im).bind(Q.new) == Mo.instance_method(:im).bind(Q.new)
p Kernel.instance_method(:frozen?).bind(Q.new)
p Q.instance_method(:im)
p Q.new.method(:im).unbind.bind(R.new)
k = Kernel.instance_method(:frozen?).bind(Q.new)
p k.unbind.bind(5), k.call
p k.unbind.bind(P.new).call
p Mo.instance_method(:im).bind(5) rescue p $!
p Mo.instance_method(:im).bind(Q.new).unbind.bind(Object.new) rescue p $!
m = Mo.instance_method(:im).bind(R.new)
p m.owner, m.receiver.class
p m.unbind
p Comparable.instance_method(:==).bind(1)
p Comparable.instance_method(:==).bind("a")
p Kernel.instance_method(:inspect).bind(1)
p Kernel.instance_method(:inspect).bind("")
p Enumerable.instance_method(:map).bind([])
