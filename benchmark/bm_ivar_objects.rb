# bm_ivar_objects.rb - many small objects with several ivars: initialize with args, readers, operators, ==
class Vec
  attr_reader :x, :y, :z
  def initialize(x, y, z) @x = x; @y = y; @z = z end
  def +(o) Vec.new(@x + o.x, @y + o.y, @z + o.z) end
  def dot(o) @x * o.x + @y * o.y + @z * o.z end
  def ==(o) o.is_a?(Vec) && @x == o.x && @y == o.y && @z == o.z end
end
v = Vec.new(0, 0, 0)
d = Vec.new(1, 2, 3)
n = 0
300_000.times do
  v = v + d
  n += v.dot(d) % 7
  n += 1 if v == d
end
p n, v.x
