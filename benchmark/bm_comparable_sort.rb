# bm_comparable_sort.rb - a user class with <=> and Comparable: sort,
# min/max, ==, between?, sort_by on an attribute
class Ver
  include Comparable
  attr_reader :major, :minor
  def initialize(a, b) @major = a; @minor = b end
  def <=>(o)
    c = @major <=> o.major
    c == 0 ? @minor <=> o.minor : c
  end
end
vs = (0...3_000).map { |i| Ver.new((i * 37) % 50, (i * 11) % 70) }
n = 0
16.times do
  s = vs.sort
  n += s.first.major + s.last.minor
  n += vs.max.major + vs.min.minor
  c = 0
  lo = Ver.new(10, 0); hi = Ver.new(20, 0)
  vs.each { |v| c += 1 if v.between?(lo, hi); c += 1 if v == lo; c += 1 if v > hi }
  n += c
  n += vs.sort_by { |v| v.minor }.first.minor
end
p n
