class A; def m(*a); p [:A, a]; a; end; def n(x, &b); p [:An, x, b && b.call]; end; end
class B < A
  define_method(:m) { |*a| super }
  define_method(:n) { |x| super }
end
B.new.m(1, 2)
B.new.n(3) { 4 } rescue p $!
class C < A
  define_method(:m) { |a, b| super(a) }
end
C.new.m(5, 6)
class D < A
  def self.make(name, &blk); define_method(name); end
  make(:q) { |x| p [:q, x, self.class] }
end
D.new.q(7)
class E
  def self.mk; define_method(:z); end
end
begin; E.mk; rescue => e; p e.class, e.message; end
class F < A
  define_method(:m) { |*a| a.push(9); super }
end
F.new.m(8)
def m; Proc.new; end; p m { 1 }.call; p((m rescue $!))
def l; lambda; end; p l { 2 }.call
def pp2; proc; end; p pp2 { 3 }.call
p((lambda rescue $!))
