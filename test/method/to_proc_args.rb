# A Method's proc spreads one yielded Array into arguments, except an Array of
# one element that is not itself an Array of two or more.
def show(*a) a end
def y0; yield; end
def y1(v); yield v; end
def y2; yield 1, 2; end
m = method(:show)
[[], [1], [1, 2], [[1, 2]], [[1]], [[[1, 2]]], [nil], nil, 5, [[]], [[], []]].each do |v|
  p [v, y1(v, &m)]
end
p y0(&m), y2(&m)
o = Object.new; def o.to_ary; [7, 8]; end
p y1(o, &m).size
p [[1, 2], [3]].map(&m)
p({1 => 2}.map(&m))
def two(a, b) [a, b] end
p [[1, 2], [3, 4]].map(&method(:two))
def one(a) a end
p((([[1, 2]].map(&method(:one))) rescue $!))
p({1 => 2}.map(&method(:two)))
{3 => 4}.each(&method(:p))
p [[1, 2], [3, 4]].map(&:last), [1, 2].inject(&:+), {5 => 6}.map(&:first)
pr = m.to_proc
p pr.call([1, 2]), pr.call([[1, 2]]), pr.call([5]), pr.call([]), pr.call(1, 2), pr[[3, 4]]
