# Class#new and Array.new with 2+ arguments while the collector runs often:
# every object keeps its contents
class Pt
  def initialize(x, y) @x = x; @y = y.to_s * 2 end
  def sum(a, b) @x + a + b + @y.size end
end
tot = 0
keep = []
600.times do |i|
  pt = Pt.new(i, i)
  a = Array.new(i % 17, "s#{i}")
  tot += pt.sum(1, 2) + a.size
  keep << [pt, a] if i % 29 == 0
  GC.start if i % 150 == 0
end
p tot
p keep.map { |pt, a| [pt.sum(0, 0), a.size, a.last] }.last(3)
