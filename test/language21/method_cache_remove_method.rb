# 1.8.7's method cache on remove_method: only the entries of the name
# looked up from that class or found in it are dropped; an entry that
# reached the removed method through an alias keeps it
class A; def x; :ax; end; end
class B < A; alias y x; def w; :bw; end; def v; :bv; end; end
class C < B; end
c = C.new
p c.y, c.w, c.v
class B; remove_method :y; remove_method :w; undef_method :v; end
p((c.y rescue $!.class))
p((c.w rescue $!.class))
p((c.v rescue $!.class))
p((C.new.y rescue $!.class))
p((B.new.y rescue $!.class))
class D; def q; :dq; end; end
class E < D; def q; :eq; end; end
e = E.new; p e.q
class E; remove_method :q; end
p e.q
# public/private clear the entries of their receiver class, changed or not
module M1; def x; :m1x; end; def y; :m1y; end; end
class F; include M1; end
f = F.new
p f.x
M1.send(:protected, :x)
p((f.x rescue $!.class))
F.send(:public, :y)
p((f.x rescue $!.class))
M1.send(:public, :x)
p((f.x rescue $!.class))
