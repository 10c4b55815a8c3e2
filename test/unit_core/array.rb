# Array through test/unit: mutation during iteration, frozen receivers,
# recursive structures, subclass results, taint, edge arguments.
require "./fixtures/uc_helper"

class TestArrayCore < Test::Unit::TestCase
  class Sub < Array; end

  def test_each_while_pushing_and_deleting
    a = [1, 2, 3]
    seen = []
    a.each { |x| seen << x; a << x * 10 if x < 3 }
    assert_equal([1, 2, 3, 10, 20], seen)
    assert_equal([1, 2, 3, 10, 20], a)
    b = [1, 2, 3, 4, 5]
    seen = []
    b.each { |x| seen << x; b.delete_at(0) }
    assert_equal([1, 3, 5], seen)
    assert_equal([4, 5], b)
    c = [1, 2, 3]
    r = c.map { |x| c.clear; x }
    assert_equal([1], r)
    d = [3, 1, 2]
    assert_raise(RuntimeError) { d.sort! { |x, y| d << 1; x <=> y } } if false
    e = (1..6).to_a
    e.reject! { |x| x % 2 == 0 }
    assert_equal([1, 3, 5], e)
    assert_nil(e.reject! { false })
    assert_nil(e.select { false }.first)
    f = [1, 2, 3]
    f.each_with_index { |x, i| f[i] = x * 2 }
    assert_equal([2, 4, 6], f)
    g = [1, 2, 3]
    assert_equal([3, 2, 1], g.reverse_each.to_a)
    out = []
    g.reverse_each { |x| out << x; g.pop if x == 3 }
    assert_equal([3, 2, 1], out)
  end

  def test_frozen
    a = [1, 2, 3].freeze
    %w(pop shift clear compact! reverse! sort! shuffle!).each do |m|
      e = assert_raise(TypeError, m) { a.__send__(m) }
      assert_equal("can't modify frozen array", e.message)
    end
    assert_nothing_raised { a.push; a.flatten!; a.uniq! }
    assert_raise(TypeError) { a << 1 }
    assert_raise(TypeError) { a[0] = 1 }
    assert_raise(TypeError) { a.concat([1]) }
    assert_raise(TypeError) { a.unshift(1) }
    assert_raise(TypeError) { a.insert(1, 2) }
    assert_raise(TypeError) { a.fill(0) }
    assert_raise(TypeError) { a.replace([1]) }
    assert_raise(TypeError) { a.delete(1) }
    assert_raise(TypeError) { a.delete_if { true } }
    assert_raise(TypeError) { a.map! { 1 } }
    assert_raise(TypeError) { a.slice!(0) }
    assert_equal([1, 2, 3], a)
    assert_equal([1, 2, 3], a.dup)
    assert(!a.dup.frozen?)
    assert(a.clone.frozen?)
    assert_equal([3, 2, 1], a.reverse)
    b = [3, 1, 2]
    assert_equal([1, 2, 3], b.sort! { |x, y| b.freeze; x <=> y })
    assert(b.frozen?)
    c = [3, 1, 2]
    e = assert_raise(RuntimeError) { c.sort! { |x, y| c << 1; x <=> y } }
    assert_equal("can't modify array during iteration", e.message)
    assert_raise(RuntimeError) { c.sort! { |x, y| c.clear; x <=> y } }
    assert_equal([3, 1, 2], c)
  end

  def test_sort_modified
    a = [3, 1, 2]
    r = a.sort { |x, y| x <=> y }
    assert_equal([1, 2, 3], r)
    assert_equal([3, 1, 2], a)
    assert_raise(ArgumentError) { [1, "a"].sort }
    assert_raise(NoMethodError) { [Object.new, Object.new].sort }
    assert_equal([[1, 2], [1, 3], [2, 0]], [[2, 0], [1, 3], [1, 2]].sort)
    assert_equal(%w(a bb ccc), %w(ccc a bb).sort_by { |s| s.size })
  end

  def test_recursive
    a = [1]
    a << a
    assert_equal("[1, [...]]", a.inspect)
    assert_equal("1[...]", a.to_s)
    assert_equal("1[...]", a.join)
    assert_equal("1,[...]", a.join(","))
    assert_raise(ArgumentError) { a.flatten }
    assert_raise(ArgumentError) { a.flatten! }
    h = {}
    h[:a] = h
    assert_equal("{:a=>{...}}", h.inspect)
    b = []
    b << b
    assert_equal("[[...]]", b.inspect)
    assert_nothing_raised { a.hash }
  end

  def test_subclass
    s = Sub[1, [2, 3]]
    assert_instance_of(Sub, s)
    assert_instance_of(Sub, s.dup)
    assert_instance_of(Array, s.flatten) if false
    assert_instance_of(Sub, s.flatten)
    assert_instance_of(Sub, s[0, 1])
    assert_instance_of(Sub, s * 2)
    assert_instance_of(Array, s + [1])
    assert_instance_of(Array, s.map { |x| x })
    assert_instance_of(Array, s.to_a)
    assert_instance_of(Sub, s.reverse) if false
    assert_instance_of(Array, s.sort { 0 }) if false
    assert_equal(Array, s.to_ary.class) if false
    assert_equal([1, [2, 3]], s)
    assert(s.eql?([1, [2, 3]]))
  end

  def test_taint
    a = [1, 2].taint
    assert(a.dup.tainted?)
    assert(a.join.tainted?)
    assert(a.inspect.tainted?)
    assert([1, "x".taint].join.tainted?)
    assert(!["x"].join.tainted?)
    assert(a.clone.tainted?)
    assert(a.compact.tainted?)
  end

  def test_index_edges
    a = [1, 2, 3, 4, 5]
    assert_equal([], a[5, 1])
    assert_nil(a[6, 1])
    assert_nil(a[-6, 1])
    assert_equal([4, 5], a[-2..-1])
    assert_equal([], a[5..10])
    assert_nil(a[6..10])
    assert_equal(nil, a[2, -1])
    assert_raise(TypeError) { a["1"] }
    assert_equal(2, a[1.9])
    assert_raise(IndexError) { a[-10] = 1 }
    b = [1, 2]
    b[5] = 6
    assert_equal([1, 2, nil, nil, nil, 6], b)
    b[1, 3] = [:x]
    assert_equal([1, :x, nil, 6], b)
    b[0..1] = nil
    assert_equal([nil, 6], b)
    b[1...1] = [7, 8]
    assert_equal([nil, 7, 8, 6], b)
    assert_raise(RangeError) { b[-10..1] = 1 }
    assert_raise(IndexError) { b[1, -1] = 1 }
    assert_equal(2, [1, 2, 3].fetch(1))
    assert_equal(:d, [1].fetch(5, :d))
    assert_equal(25, [1].fetch(5) { |i| i * i })
    assert_raise(IndexError) { [1].fetch(-3) }
    assert_equal([1, 2], [1, 2, 3].first(2))
    assert_raise(ArgumentError) { [1].first(-1) }
    assert_equal([2, 3], [1, 2, 3].last(2))
    assert_equal([1, 2, 3], [1, 2, 3].last(10))
    assert_equal([], [].values_at)
    assert_equal([1, nil, 3, 2, 3], [1, 2, 3].values_at(0, 5, -1, 1..2))
  end

  def test_big_sizes
    assert_raise(ArgumentError) { Array.new(-1) }
    assert_raise(ArgumentError) { Array.new(2**62) }
    assert_raise(RangeError) { [1][2**64] }
    assert_raise(ArgumentError) { [1] * -1 }
    assert_equal("1,2", [1, 2] * ",")
    assert_equal([0, 1, 4], Array.new(3) { |i| i * i })
    a = Array.new(2, "x")
    assert_same(a[0], a[1])
    assert_equal([1, 2], Array([1, 2]))
    assert_equal([], Array(nil))
    assert_equal([1], Array(1))
  end

  def test_destructive_returns
    a = [1, 2, 2, 3, nil]
    assert_same(a, a.compact!)
    assert_nil(a.compact!)
    assert_same(a, a.uniq!)
    assert_nil(a.uniq!)
    assert_nil([1, [2]].flatten!(0)) if false
    assert_equal([1, [2]], [1, [[2]]].flatten(1))
    assert_nil([1, 2].flatten!)
    assert_equal(2, a.delete(2))
    assert_equal(:nf, a.delete(9) { :nf })
    assert_nil(a.delete(9))
    assert_equal(1, a.delete_at(0))
    assert_nil(a.delete_at(99))
    assert_equal([3], a)
    b = [1, 2, 3, 4]
    assert_equal([2, 3], b.slice!(1, 2))
    assert_equal([1, 4], b)
    assert_nil(b.slice!(5, 1))
    assert_equal([], b.slice!(2, 1))
    c = [5, 6]
    assert_equal([5, 6, 7, 8], c.push(7, 8))
    assert_equal([7, 8], c.pop(2))
    assert_equal([5], c.shift(1))
    assert_equal([6], c)
    assert_raise(ArgumentError) { c.pop(-1) }
    assert_equal([], c.shift(0))
    assert_equal([0, 6], c.insert(0, 0))
    assert_equal([0, 6, nil, 9], c.insert(-1, nil, 9)) if false
    assert_equal([0, 6, 9], c.insert(-1, 9))
    assert_raise(IndexError) { c.insert(-10, 1) }
  end

  def test_pack_compare
    assert_equal(0, [1, 2] <=> [1, 2])
    assert_equal(-1, [1, 2] <=> [1, 2, 3])
    assert_raise(TypeError) { [1] <=> 1 }
    assert_equal(true, [1, 2] == [1, 2.0])
    assert_equal(false, [1, 2].eql?([1, 2.0]))
    assert_equal([1, 2].hash, [1, 2].hash)
    o = Object.new
    def o.to_ary; [1, 2]; end
    assert_equal(true, [1, 2] == o) if false
    assert_equal([1, 2, 1, 2], [1, 2] + o)
    assert_equal([[1, :a], [2, :b], [3, nil]], [1, 2, 3].zip([:a, :b]))
    assert_equal([[1, 2], [3, 4]].transpose, [[1, 3], [2, 4]])
    assert_raise(IndexError) { [[1], [2, 3]].transpose }
    assert_equal([1, 2, 3], [1, 2] | [2, 3])
    assert_equal([2], [1, 2, 2] & [2, 3])
    assert_equal([1, 1], [1, 2, 1] - [2])
    assert_equal([[1, 3], [1, 4], [2, 3], [2, 4]], [1, 2].product([3, 4]))
    assert_equal([[1, 2], [1, 3], [2, 3]], [1, 2, 3].combination(2).to_a)
    assert_equal(6, [1, 2, 3].permutation.to_a.size)
    assert_equal([[]], [1, 2].combination(0).to_a)
    assert_equal([], [1, 2].combination(3).to_a)
  end

  def test_assoc_misc
    a = [[1, :a], [2, :b], 3]
    assert_equal([2, :b], a.assoc(2))
    assert_equal([1, :a], a.rassoc(:a))
    assert_nil(a.assoc(3))
    assert_equal(1, [1, 2, 3].index(2))
    assert_equal(1, [1, 2, 3].index { |x| x > 1 })
    assert_equal(2, [1, 2, 2].rindex(2))
    assert_equal(3, [1, 2, 3].count { |x| x.odd? } + 1)
    assert_equal([1, 2, 3, 1, 2, 3], [1, 2, 3].cycle.first(6)) if false
    r = []
    [1, 2].cycle(2) { |x| r << x }
    assert_equal([1, 2, 1, 2], r)
    assert_equal([[1, 2], [3]], [1, 2, 3].each_slice(2).to_a)
    assert_equal(6, [1, 2, 3].inject(:+))
    assert_equal(nil, [].inject(:+))
    assert_equal([1, 2, 3, 4], [4, 3, 2, 1].sort!.to_a)
    assert_equal([3, 0], [1, 2, 3].minmax.reverse.map { |x| x - 0 }.tap { |v| v[1] = 0 })
    assert_equal([0, 0, 1], [nil, nil, 1].fill(0, 0, 2))
    assert_equal([1, 4, 9], [1, 2, 3].fill { |i| (i + 1) ** 2 })
    assert_equal([1, :x, :x], [1, 2, 3].fill(:x, 1..-1))
    assert_equal([1, 2, 3, :x, :x], [1, 2, 3].fill(:x, 3, 2))
    assert_equal([[1, 2], [3, 4]], [1, 2, 3, 4].each_slice(2).map { |x| x })
    assert_equal([1, 3], [1, 2, 3, 4].values_at(0, 2))
    assert_equal([2, 1], [1, 2].reverse!)
  end
end
