# bm_vm_dispatch.rb - send, method_missing, super, zsuper, constants
class Base
  def m(a) a + 1 end
  def z(a, b) a + b end
end
class Derived < Base
  K = 3
  def m(a) super(a) + K end
  def z(a, b) super end
  def method_missing(name, *args) args[0] end
end
o = Derived.new
i = 0
s = 0
while i < 600_000
  s += o.m(i) + o.z(i, 1) + o.send(:m, 1) + o.nothing(2)
  i += 1
end
p s
