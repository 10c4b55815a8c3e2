class A; def m(*a, &b); [:A, a, b ? b.call : nil]; end; def method_missing(n, *a); [:mm, n, a]; end; end
class B < A
  def m(x, y = 2, *rest, &b); x = :changed; rest << :r; super; end
end
p B.new.m(1), B.new.m(1, 3, 4) { :blk }
class C < A; def zz(a); super; end; def m(a); super(); end; end
p C.new.zz(1), C.new.m(5)
class D < A; def m(*); super; end; end rescue p $!
p D.new.m(1, 2) rescue p $!
module M1; def m(*a); [:M1, super]; end; end
class E < A; include M1; def m(*a); [:E, super]; end; end
p E.new.m(1)
class F < A; def m(a); [1].map { |x| super }; end; end; p F.new.m(7)
class G < A; def m(a); pr = proc { super }; a = 9; pr.call; end; end; p G.new.m(7)
class H < A; define_method(:m) { |a| super }; end rescue p $!
p((H.new.m(3) rescue [$!.class, $!.message]))
class I < A; define_method(:m) { |a| super(a, :explicit) }; end; p I.new.m(3)
class J < A; alias orig_m m; def m(a); [:J, orig_m(a)]; end; end; p J.new.m(1)
class K < A; def self.cm; [:K, super]; end; def self.method_missing(n, *a); [:cmm, n]; end; end rescue p $!
p((K.cm rescue [$!.class, $!.message]))
o = A.new; def o.m(*a); [:sing, super]; end; p o.m(1)
class L < A; class << self; def new(*a); [:Lnew, super]; end; end; end; p L.new.class rescue p $!
module Mod; def self.x; super; end; end; p((Mod.x rescue [$!.class, $!.message]))
class O < A; def m(a, b); a, b = b, a; super; end; end; p O.new.m(1, 2)
class P < A; def m(*a); a.clear; super; end; end; p P.new.m(1, 2)
class Q < A; def m(a, *b); b = [9]; super; end; end; p Q.new.m(1, 2, 3)
class R < A; def m(&b); b = proc { :newblk }; super; end; end; p R.new.m { :old }
class S < A; def m(a); instance_eval { super } rescue [$!.class, $!.message]; end; end; p S.new.m(1)
class T < A; def m(a); 1.instance_eval { super } rescue [$!.class, $!.message]; end; end; p T.new.m(1)
class U < A; def initialize; end; def m; super(*[1, 2]); end; end; p U.new.m
