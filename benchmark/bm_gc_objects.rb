# bm_gc_objects.rb - many small objects, strings and hashes kept briefly
class Pt; def initialize(x, y) @x = x; @y = y end; attr_reader :x; end
keep = []
n = 0
1_000_000.times do |i|
  o = Pt.new(i, "s")
  h = { :a => o }
  keep << h if i % 100 == 0
  n += h[:a].x & 1
end
p n, keep.size
