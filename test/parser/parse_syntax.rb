# Statement and expression forms, checked through their results
def m(a, b = a + 1, *rest, &blk)
  [a, b, rest, blk ? blk.call : nil]
end
p m(1), m(1, 5, 6, 7) { :blk }
def opt_only(x = 10) x end
p opt_only, opt_only(3)
a, (b, c), *d = 1, [2, 3], 4, 5
p [a, b, c, d]
e, = [7, 8]
p e
*f = 9
p f
g = *[1]
h = 1, 2
p g, h
i = j = 3
p i + j
k = nil
k ||= 4
k &&= k + 1
k += 10
p k
arr = [1, 2]
arr[0] += 5
arr[5] ||= :x
p arr
class Box; attr_accessor :v; end
bx = Box.new
bx.v = 1
bx.v *= 7
bx.v ||= 0
p bx.v
p(1 > 2 ? :big : :small)
p((not true), (true and false), (nil or :alt), !nil)
p 1 != 2, "abc" !~ /z/
n = 0
n += 1 while n < 5
p n
begin n -= 1 end until n <= 3
p n
i = 0
begin i += 10 end while false
p i
p case 5 when 1..3 then :low when 4, *[5, 6] then :mid else :high end
p case when false then 1 when :x then 2 end
for q, r in [[1, 2], [3, 4]] do end
p [q, r]
p [1, 2, 3].map { |v| v * 2 }
x = [1, 2].inject(0) do |s, v| s + v end
p x
def y2; yield 1, 2 end
y2 { |u, w| p [u, w] }
p((1..10).select { |v| true if (v == 3)..(v == 5) })
r = begin
  raise "boom"
rescue ArgumentError
  :arg
rescue => err
  err.message
else
  :else
ensure
  :ignored
end
p r
def res; raise IOError; rescue IOError, TypeError => e2; e2.class; end
p res
v = (raise "x" rescue :rescued)
p v
p defined?(zzz), defined?(p), defined?(String), defined?(@nope), defined?(v)
p [__LINE__, self.class, ::String.name, Math::sqrt(4)]
module Outer; class Inner; VAL = 1; end; end
p Outer::Inner::VAL
class << bx; def single; :s end end
p bx.single
def bx.other; :o end
p bx.other
alias puts2 puts
puts2 "aliased"
p [1, 2, 3].inject { |s, v| s * v }
p({:k => 1}.map { |kk, vv| [kk, vv] })
BEGIN { puts "begin block" }
END { puts "end block" }
puts "main done"
