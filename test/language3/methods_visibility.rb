require 'h'
class A
  def pub; :pub; end
  def pri; :pri; end
  private :pri
  def pro; :pro; end
  protected :pro
  def call_pro(o) o.pro end
  def call_pri(o) o.pri end
  def self_pri; self.pri; end
  def self_pri_asg; self.wr = 1; end
  private
  def wr=(x) @wr = x end
  public
  def m_arity(a, b = 1, *c, &d) end
end
a = A.new
r { a.pub }
r { a.pri }
r { a.pro }
r { a.call_pro(A.new) }
r { a.call_pri(A.new) }
r { a.self_pri }
r { a.self_pri_asg }
r { a.send(:pri) }
r { a.__send__(:pro) }
r { a.respond_to?(:pri) }
r { a.respond_to?(:pri, true) }
r { a.respond_to?(:pro) }
r { A.public_instance_methods(false).sort }
r { A.private_instance_methods(false).sort }
r { A.protected_instance_methods(false).sort }
r { A.instance_method(:m_arity).arity }
r { a.method(:m_arity).arity }
r { [:a, :b].map { |m| A.new.method(:pub).arity } }
class B < A
  def pub; super; end
  def pri; super; end
  public :pro
  def initialize(*a) @a = a end
end
r { B.new.pub }
r { B.new.pri }
r { B.new.pro }
r { B.public_instance_methods(false).sort }
r { class B; private :nosuch; end }
r { class B; public :pri; end; B.new.pri }
r { class C1; def x; 1; end; alias y x; alias_method :z, :x; end; [C1.new.y, C1.new.z] }
r { class C1; def x; 2; end; end; [C1.new.x, C1.new.y] }
r { class C1; undef y; end; C1.new.y }
r { class C1; undef_method :z; end; C1.new.z }
r { class C1; remove_method :x; end; C1.new.x }
r { class C1; remove_method :x; end }
r { class C1; undef nosuch; end }
r { class C1; alias q nosuch; end }
r { C1.instance_method(:y) }
r { class C2; def method_missing(m, *a, &b) [m, a, b && b.call]; end; end; C2.new.foo(1, 2) { 3 } }
r { C2.new.respond_to?(:foo) }
r { class C3; def respond_to?(m, p = false) m == :zz || super; end; end; [C3.new.respond_to?(:zz), C3.new.respond_to?(:to_s)] }
r { class C4; def method_missing(m, *a) super; end; end; C4.new.foo }
r { C4.new.instance_eval { bar } }
r { class C5; def method_missing(m, *a) raise NoMethodError, "my #{m}"; end; end; C5.new.x }
r { nil.foo }
r { Object.new.instance_eval { foo } }
r { Object.new.instance_eval { foo() } }
r { foo2 }
r { self.foo3 }
r { Object.new.send(:initialize, 1) }
r { 1.send }
r { m = 1.method(:+); [m.call(2), m.arity, m.name, m.owner, m.receiver] }
r { m = 1.method(:+); m.unbind.bind(2).call(3) }
r { m = 1.method(:+); m.unbind.bind("s") }
r { Array.instance_method(:size).bind([1,2]).call }
r { Array.instance_method(:size).bind(1) }
r { Comparable.instance_method(:<).bind(3).call(4) }
r { 1.method(:+) == 1.method(:+) }
r { 1.method(:+).eql?(1.method(:+)) }
r { 1.method(:+).unbind == 2.method(:+).unbind }
r { 1.method(:+).inspect }
r { [].method(:map).inspect }
r { A.instance_method(:pub).inspect }
r { B.new.method(:pro).inspect }
r { a.method(:nosuch) }
r { a.method(:pri).call }
r { a.public_method(:pri) rescue $!.class }
r { m = a.method(:pub); m.to_proc.call }
r { def a.sing; :s; end; a.singleton_methods }
r { a.method(:sing).inspect }
r { class << a; def sing2; end; end; a.singleton_methods.sort }
r { a.method(:pub).unbind.inspect }
r { A.new.method(:pub).owner }
r { class A; define_method(:dm) { |x| x * 2 }; end; [a.dm(2), A.instance_method(:dm).arity] }
r { class A; define_method(:dm2, A.instance_method(:pub)); end; a.dm2 }
r { class A; define_method(:dm3, a.method(:pub)); end; a.dm3 }
r { class A; define_method(:dm4, B.instance_method(:pub)); end }
r { class A; define_method(:dm5, 1); end }
r { class A; define_method(:dm6); end }
r { class A; define_method(:dm7, &lambda { |x| x }); end; a.dm7(1, 2) }
r { class A; define_method(:dm8) { |*x| x }; end; a.dm8(1, 2) }
r { class A; define_method(:dm9) { |x| x }; end; a.dm9 }
r { class A; define_method(:dm10) { |x| x }; end; a.dm10([1, 2]) }
r { class A; define_method(:dm11) { return 5; 6 }; end; a.dm11 }
r { class A; define_method(:dm12) { |&b| b.call }; end; a.dm12 { 7 } rescue $!.class }
r { class A; define_method(:dm13) { yield }; end; a.dm13 { 8 } }
r { class A; define_method(:dm14) { block_given? }; end; a.dm14 { 8 } }
r { class A; x = 5; define_method(:dm15) { x += 1 }; end; [a.dm15, a.dm15] }
r { class A; define_method(:dm16) { self }; end; a.dm16 == a }
r { class A; def dm17(a, b) [a, b] end; end; a.dm17(*[1, 2]) }
r { a.dm17(1, *[2]) }
r { a.dm17(*[1, 2, 3]) }
r { a.dm17(*nil) }
r { a.dm17(*1) rescue $! }
r { a.dm17(1, *nil) }
r { def bk(&b) b end; bk(&nil) }
r { bk(&:to_s).call(1) }
r { bk(&1) }
r { bk(&a.method(:pub)).call }
r { o = Object.new; def o.to_proc; proc { 9 }; end; bk(&o).call }
r { def opt(a, b = a * 2, c = b + 1) [a, b, c] end; opt(1) }
r { opt(1, 5) }

r { def kw(h) h end; kw(:a => 1, :b => 2) }
r { def kw2(x, h = {}) [x, h] end; kw2(1, :a => 2) }
r { def kw3(*a) a end; kw3(1, :a => 2, :b => 3) }
r { kw3(:a => 1, *[2]) rescue $!.class }
r { def ret_multi; return 1, 2; end; ret_multi }
r { def ret_splat; return *[1]; end; ret_splat }
r { a.instance_variables }
r { A.method_defined?(:pri) }
r { A.private_method_defined?(:pri) }
r { A.public_method_defined?(:pub) }
r { A.protected_method_defined?(:pro) }
r { class A; public; def self.cm; 1; end; end; A.cm }
r { class A; class << self; private; def cm2; end; end; end; A.cm2 }
r { class A; private_class_method :cm; end; A.cm }
r { class A; public_class_method :cm; end; A.cm }
r { module MF; module_function; def mf; :mf; end; end; [MF.mf, (Object.new.extend(MF).mf rescue $!.class)] }
r { module MF2; def mf2; :mf2; end; module_function :mf2; end; MF2.mf2 }
r { class Object; def tlm; :tlm; end; end; 1.tlm }
def top_m; :top; end
r { 1.top_m }
r { 1.send(:top_m) }
r { self.top_m }
r { top_m }
