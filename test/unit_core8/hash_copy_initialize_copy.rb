# Hash#merge and Hash#reject start from Object#dup of the receiver:
# instance variables, taint and initialize_copy come with it
class MyH < Hash
  attr_accessor :tag
  def initialize_copy(o) $c << [:copy, o.class]; super; @tag = "copied" end
end
$c = []
h = MyH[1, 2]; h.tag = "orig"
m = h.merge(3 => 4)
r = h.reject { false }
p [m, m.class, m.tag], [r, r.class, r.tag], $c
g = {1=>2}; g.instance_variable_set(:@x, 1); g.taint
p g.merge(3=>4).instance_variables, g.reject { false }.instance_variables, g.merge({}).tainted?
class NoCopy < Hash; def initialize_copy(o) raise "no copy" end end
x = NoCopy[1, 2]
p((x.merge(3=>4) rescue $!), (x.reject { false } rescue $!))
d = Hash.new { |hh, k| k * 2 }; d[1] = 1
p d.merge(2=>2)[5], d.reject { false }[6]
