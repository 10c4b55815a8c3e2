# each_slice and each_cons hand the block's value back to the yield of
# the receiver's each, as every Enumerable method does (1.8.7): a
# sort_by enumerator fed through each_cons sorts by those values
class E
  include Enumerable
  def each
    r = []
    [1, 2, 3].each { |x| r << yield(x) }
    $log << r
    self
  end
end
[[:each_cons, 1], [:each_cons, 2], [:each_slice, 1], [:each_slice, 2],
 [:each_slice, 3], [:each_with_index]].each do |m, *a|
  $log = []
  r = E.new.send(m, *a) { |*x| x.flatten.first * 10 }
  p [m, a, r.is_a?(E) ? :self : r, $log]
end
p "x\ny\n".sort_by.each_cons(1) { |x| [x.first] }
p "b\na\n".sort_by.each_slice(1) { |x| x }
p((1..4).sort_by.each_cons(1) { |x| -x.first })
