# a short program run entirely with GC.stress on
GC.stress = true
a = []
50.times { |i| a << { "k#{i}" => [i.to_s, i * 1.5, :sym, 2 ** 65 + i] } }
p a.size
p a[49]
class Pt; def initialize(x); @x = x; end; attr_reader :x; end
pts = (1..30).map { |i| Pt.new(i) }
p pts.map { |pt| pt.x }.inject(0) { |s, v| s + v }
str = (1..40).map { |i| i.to_s }.join(",")
p str.split(",").size
p [3, 1, 2].sort.map { |v| v * 2 }
begin
  raise ArgumentError, "boom"
rescue => e
  p e.message
end
GC.stress = false
p GC.stress
