# private/protected calls with self receivers, setters, send, respond_to?
def t; yield; rescue Exception => e; puts "#{e.class}: #{e.message.sub(/0x[0-9a-f]+/,'X')}"; end
class A
  def initialize(v) @v = v end
  def cmp(o) o.v end
  def cmpp(o) o.pv end
  def selfp; self.pv end
  def selfset; self.ps = 3; @v end
  def selfop; self.ps += 1 end
  def selfidx; self[1] = 2 end
  def selfidx2; self[1] end
  def selfopidx; self[1] += 1 end
  def selfand; self.ps ||= 5 end
  def callpriv; pv end
  protected
  def v; @v end
  private
  def pv; :pv end
  def ps=(x) @v = x end
  def ps; @v end
  def []=(a,b) :set end
  def [](a) 1 end
end
class B < A; def cmpb(o) o.v end; end
class C; def try(o) o.v end; end
a = A.new(1)
t { p a.cmp(A.new(2)) }
t { p B.new(3).cmpb(A.new(4)) }
t { p A.new(3).cmp(B.new(5)) }
t { p C.new.try(a) }
t { a.v }
t { a.pv }
t { p a.cmpp(a) }
t { p a.selfp }
t { p a.selfset }
t { p a.selfop }
t { p a.selfidx }
t { p a.selfidx2 }
t { p a.selfopidx }
t { p a.selfand }
t { p a.callpriv }
t { p a.send(:pv) }
t { p a.__send__(:v) }
t { a.instance_eval { p v } }
t { p a.respond_to?(:v), a.respond_to?(:pv), a.respond_to?(:pv, true) }
t { p A.public_method_defined?(:v), A.protected_method_defined?(:v), A.private_method_defined?(:pv) }
t { p A.protected_instance_methods(false).sort, A.private_instance_methods(false).sort }
t { a.method(:pv).call; puts "method ok" }
class A; public :v; end
t { p a.v }
class B; private :v; end
t { B.new(1).v }
t { p A.new(9).v }
class D; private; attr_accessor :pa; public; def go; self.pa = 1; pa; end; end
t { p D.new.go }
t { D.new.pa = 3 }
module Kernel; private; def kp; :kp end; end
t { 1.kp }
t { p kp }
t { nil.foo }
t { Object.new.initialize }
t { p 1.send(:initialize) }
class E; def method_missing(n, *a) "mm:#{n}" end; private; def hid; end; protected; def prot; end end
t { p E.new.hid }
t { p E.new.prot }
t { p E.new.zork }
