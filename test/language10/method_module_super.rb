# a Method (or UnboundMethod) for a method found in an included module keeps
# the module as 1.8.7 does: super in it, called through the Method object,
# finds no superclass method (method_missing, or NoMethodError)
module M; def a; [:M, super] end; def d; defined?(super) end; end
class P; def a; :P end; def d; 1 end; end
class C < P; include M; end
c = C.new
p c.a
def try; yield; rescue Exception; [$!.class, $!.message.sub(/0x[0-9a-f]+/, "X")]; end
p try { c.method(:a).call }
p c.method(:d).call
p try { C.instance_method(:a).bind(c).call }
p try { c.method(:a).to_proc.call }
p try { c.method(:a).unbind.bind(c).call }
class D < P; def a; [:D, super] end; end
p D.new.method(:a).call
class E < P; include M; def method_missing(*a) [:mm, a] end; end
p E.new.method(:a).call
o = Object.new; o.extend(M); p try { o.method(:a).call }
class F < P; include M; define_method(:dma, M.instance_method(:a)); end
p try { F.new.dma }
p C.new.method(:a).inspect =~ /C\(M\)#a/, C.new.method(:a).owner
p C.new.method(:a) == C.new.method(:a)
module N; def a; [:N, super] end; end
module M2; include N; def a; [:M2, super] end; end
class G < P; include M2; end
p try { G.new.a }, try { G.new.method(:a).call }
