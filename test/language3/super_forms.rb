require 'h'
class P
  def m(*a, &b) [:P, a, b ? b.call : nil] end
  def n(a, b = 2) [:Pn, a, b] end
  def o(a, *r) [:Po, a, r] end
  def q; [:Pq, block_given?] end
end
class Q < P
  def m(x, y = 5, *z, &b) super end
  def n(a, b = 3) a = 10; super end
  def o(a, *r) r << 9; super end
  def q; super end
end
r { Q.new.m(1) }
r { Q.new.m(1, 2, 3) { :blk } }
r { Q.new.n(1) }
r { Q.new.o(1, 2) }
r { Q.new.q }
r { Q.new.q { } }
class Q2 < P
  def m(*a) super() end
  def n(a) super(a, 7) end
  def q; [1].map { super }.first end
  def o(a) [1].map { |x| super }.first end
end
r { Q2.new.m(1) { 2 } }
r { Q2.new.n(1) }
r { Q2.new.q }
r { Q2.new.o(4) }
class Q3 < P
  define_method(:m) { |*a| super }
  define_method(:n) { |a| super(a) }
  define_method(:q) { super() }
end
r { Q3.new.m(1, 2) }
r { Q3.new.n(1) }
r { Q3.new.q }
class Q4 < P
  def m(a) a = 7; [1].each { |z| a = 8 }; super end
  def n(a, b = 1) b = nil; super end
end
r { Q4.new.m(1) }
r { Q4.new.n(1) }
module Mx; def m(*a) [:Mx, super] end; end
class Q5 < P; include Mx; def m(*a) [:Q5, super] end; end
r { Q5.new.m(1) }
r { o = P.new; o.extend(Mx); o.m(2) }
class Q6; def m; super; end; def method_missing(n, *a) [:mm, n, a] end; end
r { Q6.new.m }
class Q7; def m; super; end; end
r { Q7.new.m }
r { Object.new.instance_eval { super } }
class Q8 < P; def self.s; super; end; end
r { Q8.s }
class P; def self.cs(x) [:Pcs, x] end; end
class Q9 < P; def self.cs(x) super end; class << self; def cs2; cs(3) end; end; end
r { Q9.cs(1) }
r { Q9.cs2 }
class Q10 < P; def m(*) super end; end
r { Q10.new.m(1, 2) }

class Q12 < P; alias m2 m; def m2(*a) super end; end
r { Q12.new.m2(1) }
class Q13 < P; def initialize(*a) super end; end
r { Q13.new(1) }
class Q14 < Struct.new(:a, :b); def initialize(*a) super; self.b ||= :dflt end; end
r { Q14.new(1).to_a }
class Q15 < Array; def initialize(*a) super end; end
r { Q15.new(2, :x) }
class Q16 < Hash; def initialize; super(5) end; end
r { Q16.new[:z] }
class Q17 < String; def initialize(s) super(s.upcase) end; end
r { Q17.new("abc") }
class Q18 < Exception; def initialize(m) super("<#{m}>") end; end
r { Q18.new("q").message }
class P; def zs(a) [:zs, a] end; end
class Q19 < P; def zs(a) b = lambda { super }; b.call end; end
r { Q19.new.zs(1) }
class Q20 < P; def zs(a) @pr = proc { super }; end; def call_it; @pr.call end; end
r { q = Q20.new; q.zs(5); q.call_it }
class Q21 < P; def m(a); eval("super"); end; end
r { Q21.new.m(3) }
class Q22 < P; def m(a); instance_eval { super }; end; end
r { Q22.new.m(3) }
class Q23 < P; def m(a); 1.instance_eval { super }; end; end
r { Q23.new.m(3) }
