# bm_ivar.rb - instance variable reads and writes through methods
class Point
  attr_reader :x
  def initialize; @x = 0; @y = 0 end
  def step; @x += 1; @y = @x * 2; self end
  def y; @y end
end
pt = Point.new
i = 0
while i < 1_000_000
  pt.step
  i += 1
end
p pt.x + pt.y
