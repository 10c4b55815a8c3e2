# Array.new(n, v) / Array.new(n) / Array.new filled without a frame: sizes
# 0 to 40 (transient and malloc buffers), the value shared, then grown,
# and a GC between; Fixnum * and % at a call site (inline): signs, limits
require "helper"
r = (0..40).map { |n| a = Array.new(n, n); [a.size, a.uniq, a.frozen?] }
p r.map { |s, u, f| [s, u.size, f] }.uniq.size, r.last
GC.start
s = "v"
a = Array.new(3, s)
a[0] << "!"
show("shared") { [a, a.map { |x| x.object_id }.uniq.size] }
show("none") { [Array.new, Array.new(0), Array.new(2)] }
b = Array.new(5, 0)
b << 1; b.unshift(2); b.concat(Array.new(40, 3))
show("grown") { [b.size, b.first(7), b.last] }
show("tainted") { [Array.new(2, 1).tainted?, Array.new(2, "x".taint)[0].tainted?] }
class SubA < Array; end
show("subclass") { [SubA.new(2, :x), SubA.new(2, :x).class] }
bits = 0.size * 8 - 2
max = 2 ** bits - 1
x = 7; y = -3; z = 0
show("mod") { [x % 3, x % y, -x % 3, -x % y, 0 % y, x % 1] }
show("mod0") { x % z }
show("mul") { [x * y, y * y, x * 0, (max * 2).class, (max * 2) == max + max, (max * -1).class] }
show("mul min") { m = -(2 ** bits); [(m * 1).class, (m * -1).class, (m * -1) == -m] }
show("mixed") { [x * 1.5, x % 2.5, x * (2 ** 70) == (2 ** 70) * 7] }
