# bm_vm_attr_ivar.rb - attr_accessor and @ivar reads/writes on objects of
# two classes whose ivars sit in different orders
class P; attr_accessor :x, :y; def initialize; @x = 1; @y = 2 end; def sum; @x + @y end end
class Q < P; def initialize; @z = 0; @y = 3; @x = 4 end end
objs = [P.new, Q.new]
i = 0
t = 0
while i < 1_500_000
  o = objs[i & 1]
  o.x = o.y + 1
  t += o.sum
  i += 1
end
p t
