# bm_respond_to_send.rb - attr_accessor reads and writes, respond_to?,
# send / __send__ with a symbol and arguments, instance_variable_get/set
class Pt
  attr_accessor :x, :y
  def initialize(x, y) @x = x; @y = y end
  def add(a, b) @x + a + b end
end
o = Pt.new(1, 2)
names = [:x, :y, :add, :nope]
n = 0
i = 0
while i < 400_000
  o.x = i & 255
  o.y = o.x + 1
  n += o.x + o.y
  n += 1 if o.respond_to?(names[i & 3])
  n += o.send(:x) + o.__send__(:add, 1, 2)
  o.instance_variable_set(:@y, 3)
  n += o.instance_variable_get(:@y)
  i += 1
end
p n
