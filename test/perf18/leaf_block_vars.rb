# block variables as operands of Fixnum operators and ary[i]: nested
# levels, closures called later, define_method bodies, a variable
# assigned later in the block, redefinition midway
sum = 0
3.times { |i| 2.times { |j| sum += i * 10 + j; sum -= j & 1 } }
p sum
procs = (1..3).map { |k| lambda { |x| x + k * 100 } }
p procs.map { |pr| pr.call(5) }
class K; define_method(:f) { |a, b| (a < b) ? b - a : a % b } end
p [K.new.f(3, 10), K.new.f(10, 3)]
arr = [5, 6, 7]
r = []
[0, 1, 2, -1].each { |ix| r << arr[ix] << (ix > 0 ? arr[ix - 1] : nil) }
p r
out = []
2.times do |t|
  out << (defined?(late) ? late : :none)
  late = t + 1
  out << late + 1
end
p out
acc = []
4.times do |n|
  acc << n + 1 << (n <= 1)
  class Fixnum; def <=(o) :redefined end end if n == 1
end
p acc
