# op-assign on an attribute or index: the reader is called as by a receiver
# (private refused even on self, protected checked), the writer without a check
def t; yield; rescue Exception => e; puts "#{e.class}: #{e.message.sub(/0x[0-9a-f]+/,'X')}"; end
class A
  def x; 1 end
  def [](i) 1 end
  def y; 1 end
  private
  def x=(v) puts "x= #{v}" end
  def []=(i, v) puts "[]= #{v}" end
  protected
  def y=(v) puts "y= #{v}" end
  def pg; 1 end
  def pg=(v) puts "pg= #{v}" end
  def [](i) 5 end
end
class B; def go(o) o.pg += 1 end; def go2(o) o[0] += 1 end; end
a = A.new
t { a.x += 1 }
t { a.x ||= 1 }
t { a[0] += 1 }
t { a.y += 1 }
t { a.pg += 1 }
t { B.new.go(a) }
t { B.new.go2(a) }
t { a.x = 5 }
t { a[0] = 5 }
class C < A; def h(o) o.pg += 10; o[0] += 3 end; end
t { C.new.h(a) }
class A2
  def x; @x ||= 1 end
  def [](i) 1 end
  def a; self.x += 1 end
  def b; self[0] += 1 end
  def c(o) o.y += 1 end
  def d(o) o[0] += 1 end
  def e(o) o.z += 1 end
  def f; self.x ||= 3 end
  def g; self[0] ||= 3; self[0] &&= 4 end
  def y; 1 end
  def z; 1 end
  private
  def x=(v) @x = v end
  def []=(i, v) end
  protected
  def y=(v) end
  def z=(v) end
  def y; 1 end
end
t { p A2.new.a }
t { p A2.new.b }
t { p A2.new.c(A2.new) }
t { p A2.new.d(A2.new) }
t { p A2.new.e(A2.new) }
t { p A2.new.f }
t { p A2.new.g }
