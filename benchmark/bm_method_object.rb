# bm_method_object.rb - Method objects, define_method bodies, instance_variable_get, send with splat
class K
  def add(a, b) a + b end
  define_method(:dm) { |x| x * 2 }
  def initialize; @v = 3 end
end
k = K.new
m = k.method(:add)
n = 0
400_000.times do |i|
  n += m.call(i, 1)
  n += k.dm(i)
  n += k.send(:add, *[i, 2])
  n += k.instance_variable_get(:@v)
end
p n
