# zsuper passes the current values of the method's parameters (plain ones
# copied, so the callee does not see later assignments), also from a block
class C; def m(a, b) [a, b] end; def n(a) r = yield; [a, r] end; def k(a) a end end
class D < C
  def m(a, b) a = 5; super end
  def n(a) a = 2; [1].map { a = 3; super }[0] end
  def k(a) r = super; a = 9; [r, a] end
end
p D.new.m(1, 2), D.new.n(0) { :blk }, D.new.k(4)
class E; def z() :e end end
class F < E; def z() super end end
p F.new.z
class G; def q(*a) a end end
class H < G; def q(a, b, c) super end end
p H.new.q(1, 2, 3)
begin; H.new.q(1); rescue ArgumentError; p $!.message; end
