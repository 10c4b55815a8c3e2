# defined?(obj.m) of a protected method checks self against the class the
# protection was given in (protected(name) of an inherited or included
# method), as the call itself does
class P; def q; :pq; end; def dq(o) defined?(o.q); end; def cq(o) o.q; end; end
class Q < P; protected :q; end
p P.new.dq(Q.new), Q.new.dq(Q.new)
p((P.new.cq(Q.new) rescue $!.class))
p Q.new.cq(Q.new)
module M; def r; end; end
class R; include M; protected :r; def dr(o) defined?(o.r); end; end
class S; include M; def dr(o) defined?(o.r); end; end
p S.new.dr(R.new), R.new.dr(R.new)
class T; def t; end; protected :t; def dt(o) defined?(o.t); end; end
class U < T; end
p U.new.dt(T.new), T.new.dt(U.new), Object.new.instance_eval { defined?(T.new.t) }
