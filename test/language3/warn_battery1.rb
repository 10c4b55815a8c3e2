class A
  def foo; end
  alias bar foo
  def foo; 1; end
  def bar; 2; end
  attr_accessor :x
  def x; end
  def initialize; end
  def initialize; end
end
def m
  a = 1
  b = 2
  b
end
def n(x)
  y = x
end
p (1)
p (1), 2
puts -1
puts *[1]
x = 5
p x -1
p x *2
p x &nil rescue 1
1 + 1
x
"str"
:sym
nil
self
x == 1
def v; end
[1].each { |z| }
z = 3
[1].each { |z| }
if x = 1 then end
while nil; end
p(*[])
$unused_g
@unused_i
