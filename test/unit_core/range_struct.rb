# Range, Struct, Comparable, Enumerable and Enumerator through test/unit:
# iteration protocols, custom element classes, external enumeration state.
require "./fixtures/uc_helper"
require "enumerator"

class TestRangeStructCore < Test::Unit::TestCase
  class Ver
    include Comparable
    attr_reader :n
    def initialize(n) @n = n end
    def <=>(o) o.is_a?(Ver) ? n <=> o.n : nil end
    def succ() Ver.new(n + 1) end
    def inspect() "v#{n}" end
    def to_s() inspect end
  end

  def test_range_custom
    r = Ver.new(1)..Ver.new(3)
    assert_equal("v1..v3", r.inspect)
    assert_equal([1, 2, 3], r.map { |v| v.n })
    assert_equal([1, 2], (Ver.new(1)...Ver.new(3)).to_a.map { |v| v.n })
    assert(r.include?(Ver.new(2)))
    assert(r === Ver.new(3))
    assert(!(r === Ver.new(4)))
    assert_equal([1, 3], r.step(2).map { |v| v.n }) if false
    assert_raise(ArgumentError) { Ver.new(1)..Object.new }
    assert_raise(TypeError) { (1.0..2.0).each { } }
    assert_equal(true, Ver.new(1) < Ver.new(2))
    assert_equal(true, Ver.new(2).between?(Ver.new(1), Ver.new(3)))
    assert_equal(true, Ver.new(1) == Ver.new(1))
    assert_nil(Ver.new(1) == 1)
    e = assert_raise(ArgumentError) { Ver.new(1) < 1 }
    assert_equal("comparison of TestRangeStructCore::Ver with 1 failed", e.message)
  end

  def test_range_basics
    assert_equal([1, 2, 3], (1..3).to_a)
    assert_equal([], (3..1).to_a)
    assert_equal([1, 3, 5], (1..6).step(2).to_a)
    r = []
    (1..2).step(0.5) { |x| r << x }
    assert_equal([1.0, 1.5, 2.0], r)
    assert_raise(ArgumentError) { (1..2).step(0) { } }
    assert_raise(ArgumentError) { (1..2).step(-1) { } }
    assert_equal(%w(a c e), ("a".."e").step(2).to_a)
    assert_equal(true, (1..10) === 5)
    assert_equal(true, (1..10).include?(5.5))
    assert_equal(false, (1...10).include?(10))
    assert_equal(true, ("a".."z").include?("m"))
    assert_equal(true, ("a".."z").include?("mm")) if false
    assert_equal(1, (1..3).first)
    assert_equal(3, (1...3).last)
    assert_equal(3, (1..3).max)
    assert_nil((3..1).max)
    assert_equal(true, (1...3).exclude_end?)
    assert_equal((1..3), Range.new(1, 3))
    assert_equal((1...3), Range.new(1, 3, true))
    assert_not_equal((1..3), (1...3))
    assert_equal((1..3).hash, (1..3).hash)
    assert((1..3).eql?(1..3))
    assert(!(1..3).eql?(1.0..3))
    assert_equal((1..3), (1..3.0)) if false
    assert_equal("1..3", (1..3).to_s)
    assert_equal("1...3", (1...3).inspect)
    assert_equal([1, 2], [1, 2, 3][0..-2])
    r = (1..3)
    assert_raise(NameError) { r.instance_eval { initialize(1, 2) } }
    assert_equal(2**64..2**64 + 1, (2**64..2**64 + 1))
    assert_equal([2**64, 2**64 + 1], (2**64..2**64 + 1).to_a)
    assert_equal(3, (1..3).to_a.size)
    assert_equal(%w(az ba bb), ("az".."bb").to_a)
    assert_equal([], ("b".."a").to_a)
    assert_equal(["a"], ("a".."a").to_a)
    assert_equal([], ("9".."11").to_a)
    assert_equal([], ("9".."10").to_a)
    assert_equal(%w(1 2 3), ("1".."3").to_a)
    assert_equal(%w(08 09 10), ("08".."10").to_a)
  end

  S = Struct.new(:a, :b)
  Struct.new("UcNamed", :x)

  def test_struct
    s = S.new(1, 2)
    assert_equal(1, s.a)
    assert_equal(2, s[1])
    assert_equal(2, s[-1])
    assert_equal(1, s["a"])
    assert_equal(1, s[:a])
    assert_raise(NameError) { s[:c] }
    assert_raise(IndexError) { s[2] }
    assert_raise(IndexError) { s[-3] }
    s.b = 5
    assert_equal([1, 5], s.to_a)
    s[:a] = 7
    assert_equal(7, s.a)
    assert_equal("#<struct TestRangeStructCore::S a=7, b=5>", s.inspect)
    assert_equal(S.new(7, 5), s)
    assert(S.new(7, 5).eql?(s))
    assert_equal(S.new(7, 5).hash, s.hash)
    assert_not_equal(S.new(7, 5.0).eql?(s), true)
    assert_equal([:a, :b].map { |x| x.to_s }, S.members)
    assert_equal(%w(a b), s.members)
    assert_equal(2, s.size)
    assert_equal([7, 5], s.values)
    assert_equal([7], s.select { |v| v > 6 })
    assert_equal([5, 7], s.values_at(1, 0))
    r = []
    s.each_pair { |k, v| r << [k, v] }
    assert_equal([[:a, 7], [:b, 5]], r)
    assert_raise(ArgumentError) { S.new(1, 2, 3) }
    assert_equal(S.new(1, nil), S.new(1))
    assert_instance_of(Class, Struct::UcNamed)
    assert_equal("#<struct Struct::UcNamed x=1>", Struct::UcNamed.new(1).inspect)
    assert_raise(NameError) { Struct.new("lower") }
    assert_raise(TypeError) { Struct.new(1) }
    s.freeze
    assert_raise(TypeError) { s.a = 1 }
    assert_raise(TypeError) { s[0] = 1 }
    rec = S.new(1)
    rec.b = rec
    assert_equal("#<struct TestRangeStructCore::S a=1, b=#<struct TestRangeStructCore::S:...>>", rec.inspect)
    t = S.new([1], "x")
    u = t.dup
    u.a << 2
    assert_equal([1, 2], t.a)
    u.b = "y"
    assert_equal("x", t.b)
    k = Struct.new(:a) do
      def twice() a * 2 end
    end
    assert_equal(4, k.new(2).twice) if false
    c = Class.new(S) { def sum() a + b end }
    assert_equal(3, c.new(1, 2).sum)
    assert_equal(S.new(1, 2) == c.new(1, 2), false)
  end

  def test_enumerable_protocol
    c = Class.new do
      include Enumerable
      def initialize(*a) @a = a end
      def each() @a.each { |x| yield x }; self end
    end
    e = c.new(3, 1, 2)
    assert_equal([1, 2, 3], e.sort)
    assert_equal([3, 1, 2], e.to_a)
    assert_equal(3, e.max)
    assert_equal(1, e.min)
    assert_equal([1, 3], e.minmax)
    assert_equal(6, e.inject { |s, x| s + x })
    assert_equal(16, e.inject(10) { |s, x| s + x })
    assert_equal(6, e.inject(:+))
    assert_equal([[1, 3], [2]].map { |x| x.sort }, e.partition { |x| x.odd? }.map { |x| x.sort })
    assert_equal({true => [3, 1], false => [2]}, e.group_by { |x| x.odd? })
    assert_equal(3, e.find { |x| x > 2 })
    assert_nil(e.find { |x| x > 5 })
    assert_equal(:none, e.find(lambda { :none }) { |x| x > 5 })
    assert_equal(1, e.find_index(1))
    assert_equal([3, 1], e.take_while { |x| x != 2 })
    assert_equal([2], e.drop_while { |x| x != 2 })
    assert_equal([[3, 0], [1, 1], [2, 2]], e.each_with_index.to_a)
    assert_equal([[3, 1], [1, 2]], e.each_cons(2).to_a)
    assert_equal(true, e.include?(2))
    assert_equal(true, e.any? { |x| x > 2 })
    assert_equal(false, e.all? { |x| x > 2 })
    assert_equal(true, e.none? { |x| x > 5 })
    assert_equal(false, e.one? { |x| x > 0 })
    assert_equal([[3, :a], [1, :b], [2, nil]], e.zip([:a, :b]))
    assert_equal([1, 2, 3], e.sort_by { |x| x })
    assert_equal(3, e.count)
    assert_equal([3, 1], e.first(2))
    assert_equal(3, e.first)
    assert_equal([1, 2, 3], e.entries.sort)
    assert_equal([3, 2], e.reject { |x| x == 1 })
    assert_equal([2], e.grep(2..2))
    assert_equal([4], e.grep(2..2) { |x| x * 2 })
    assert_equal(3, e.max_by { |x| x })
    assert_equal([3, 1, 2, 3, 1, 2], e.cycle.take(6)) if false
    r = []
    e.each_slice(2) { |s| r << s }
    assert_equal([[3, 1], [2]], r)
    assert_equal([3, 1, 2], e.each_entry.to_a) if false
    assert_raise(ArgumentError) { e.each_slice(0) { } }
    assert_raise(ArgumentError) { e.first(-1) }
  end

  def test_enumerator_external
    e = [1, 2, 3].each
    assert_equal(1, e.next)
    assert_equal(2, e.next)
    assert_equal(3, e.next)
    assert_raise(StopIteration) { e.next }
    e.rewind
    assert_equal(1, e.next)
    r = loop { e.next }
    assert_nil(r)
    en = Enumerable::Enumerator.new([1, 2], :map)
    assert_equal([2, 4], en.each { |x| x * 2 })
    assert_equal([[1, 0], [2, 1]], [1, 2].each.with_index.to_a)
    assert_equal([1, 2], [1, 2].map)
    assert_equal([[1, 2], [2, 3]], [1, 2, 3].enum_cons(2).to_a)
    assert_equal([[1, 2], [3]], [1, 2, 3].enum_slice(2).to_a)
    assert_equal([[1, 0], [2, 1]], [1, 2].enum_with_index.to_a)
    s = "ab".enum_for(:each_byte)
    assert_equal([97, 98], s.to_a)
    g = (1..3).each_slice(2)
    assert_equal([[1, 2], [3]], g.to_a)
    h = {1 => 2}.each
    assert_equal([1, 2], h.next)
    o = Object.new
    def o.each() yield 1; yield 2; :done end
    e2 = o.to_enum
    assert_equal(1, e2.next)
    assert_equal(2, e2.next)
    assert_raise(StopIteration) { e2.next }
    assert_equal(:done, o.to_enum.each { })
  end

  def test_comparable_clamps
    assert_equal(true, 5.between?(1, 5))
    assert_equal(false, "b".between?("c", "d"))
    c = Class.new { include Comparable; def <=>(o) nil end }
    assert_raise(ArgumentError) { c.new < c.new }
    assert_nil(c.new == c.new)
    x = c.new
    assert_equal(true, x == x)
    d = Class.new { include Comparable; def <=>(o) raise "boom" end }
    assert_nil(d.new == d.new)
    assert_raise(RuntimeError) { d.new < d.new }
  end
end
