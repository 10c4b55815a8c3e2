# bm_comparable_spaceship.rb - a Comparable class: <=> defined in Ruby, sort, min, max, between?, sort with a block
class Ver
  include Comparable
  attr_reader :maj, :min
  def initialize(a, b) @maj = a; @min = b end
  def <=>(o) r = @maj <=> o.maj; r == 0 ? @min <=> o.min : r end
end
vs = (1..300).map { |i| Ver.new(i * 7 % 13, i * 11 % 17) }
n = 0
200.times do
  n += vs.sort.first.maj
  n += vs.max.maj + vs.min.min
  n += vs.select { |v| v.between?(vs[0], vs[1]) }.size
  n += vs.sort { |a, b| b <=> a }.first.min
  n += 1 if vs[3] > vs[4]
end
p n
