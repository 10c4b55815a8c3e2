# Hash through test/unit: iteration with mutation, defaults, frozen,
# recursive, rehash, subclass results, compare_by conversions.
require "./fixtures/uc_helper"

class TestHashCore < Test::Unit::TestCase
  class Sub < Hash; end

  def test_add_during_iteration
    h = {1 => 2}
    assert_nothing_raised { h.each { h[3] = 4 } }
    assert_equal({1 => 2, 3 => 4}, h)
    assert_nothing_raised { h.each { h[1] = 5 } }
    assert_equal({1 => 5, 3 => 4}, h)
    h = {1 => 2, 3 => 4}
    assert_nothing_raised { h.each { |k, v| h.delete(k) } }
    assert_equal({}, h)
    h = {1 => 2, 2 => 3}
    h.each { |k, v| h.delete(k); h[k + 10] = 1 }
    assert_equal({11 => 1, 12 => 1}, h)
    h = {1 => 2}
    e = assert_raise(RuntimeError) { h.each { h.rehash } }
    assert_equal("rehash occurred during iteration", e.message)
    assert_raise(RuntimeError) { h.each_key { h.rehash } }
    assert_nothing_raised { h.rehash }
    h = {1 => 2, 2 => 3}
    seen = []
    h.each { |k, v| seen << k; h.clear }
    assert_equal(1, seen.size)
    assert_equal({}, h)
    h = {1 => 1, 2 => 2, 3 => 3}
    h.delete_if { |k, v| k.odd? }
    assert_equal({2 => 2}, h)
    assert_nil(h.reject! { false })
    assert_equal({}, h.reject! { true })
  end

  def test_default
    h = Hash.new(5)
    assert_equal(5, h[:a])
    assert_equal(5, h.default)
    assert_equal(false, h.key?(:a))
    assert_nil(h.fetch(:a, nil))
    assert_raise(IndexError) { h.fetch(:a) }
    h = Hash.new { |hh, k| hh[k] = k.to_s * 2 }
    assert_equal("aa", h[:a])
    assert_equal({:a => "aa"}, h)
    assert_nil(h.default)
    assert_equal("bb", h.default(:b))
    assert_equal({:a => "aa", :b => "bb"}, h)
    assert_instance_of(Proc, h.default_proc)
    h.default = 1
    assert_nil(h.default_proc)
    assert_equal(1, h[:zz])
    assert_raise(ArgumentError) { Hash.new(1) { } }
    assert_raise(ArgumentError) { Hash.new(1, 2) }
    assert_equal(:q, {}.fetch(:x) { :q })
    h = Hash.new { |hh, k| raise IndexError, "nope #{k}" }
    e = assert_raise(IndexError) { h[:z] }
    assert_equal("nope z", e.message)
    assert_nil(h.delete(:x))
    assert_equal(:d, h.delete(:x) { :d })
    assert_equal([], h.values_at)
    assert_equal([1, nil], {:a => 1}.values_at(:a, :b))
    assert_equal([], Hash.new(4).values_at)
  end

  def test_frozen
    h = {1 => 2}.freeze
    e = assert_raise(TypeError) { h[3] = 4 }
    assert_equal("can't modify frozen hash", e.message)
    assert_raise(TypeError) { h.delete(1) }
    assert_raise(TypeError) { h.clear }
    assert_equal({1 => 2}, h.update({}))
    assert_raise(TypeError) { h.update({3 => 4}) }
    assert_raise(TypeError) { h.replace({}) }
    assert_raise(TypeError) { h.default = 3 }
    assert_raise(TypeError) { h.shift }
    assert_raise(TypeError) { h.rehash }
    assert_raise(TypeError) { h.store(1, 2) }
    assert_raise(TypeError) { h.delete_if { false } }
    assert_equal({1 => 2}, h.merge({}))
    assert(!h.merge({}).frozen?)
    assert_equal({1 => 2}, h)
  end

  def test_string_keys_are_copied
    k = "key"
    h = {}
    h[k] = 1
    assert(h.keys[0].frozen?)
    assert_not_same(k, h.keys[0])
    k << "x"
    assert_equal(["key"], h.keys)
    fk = "fr".freeze
    h[fk] = 2
    assert_same(fk, h.keys.find { |x| x == "fr" })
  end

  def test_rehash
    a = [1]
    h = {a => :v}
    a << 2
    assert_nil(h[[1, 2]])
    h.rehash
    assert_equal(:v, h[[1, 2]])
    assert_equal(:v, h[a])
  end

  def test_recursive
    h = {}
    h[1] = h
    assert_equal("{1=>{...}}", h.inspect)
    assert_equal(h.to_a.size, 1)
    a = []
    h2 = {:a => a}
    a << h2
    assert_equal("{:a=>[{...}]}", h2.inspect)
  end

  def test_update_merge_block
    h = {1 => 2, 3 => 4}
    assert_equal({1 => 2, 3 => 10}, h.merge(3 => 6) { |k, o, n| o + n })
    h.update(1 => 1) { |k, o, n| [k, o, n] }
    assert_equal({1 => [1, 2, 1], 3 => 4}, h)
    assert_raise(TypeError) { h.update(1) }
    o = Object.new
    def o.to_hash; {:z => 1}; end
    assert_equal(1, h.merge(o)[:z])
    assert_equal({:z => 1}, h.replace(o))
  end

  def test_misc
    h = {1 => :a, 2 => :b, 3 => :a}
    assert_equal(1, h.index(:a) == 1 ? 1 : h.index(:a))
    assert_equal(2, h.index(:b))
    assert_nil(h.index(:c))
    assert_raise(NoMethodError) { h.key(:b) }
    assert_equal({:a => 3, :b => 2}.size, h.invert.size)
    assert_equal([[1, :a], [3, :a]], h.select { |k, v| v == :a }.sort_by { |x| x[0] })
    assert_equal({2 => :b}, h.reject { |k, v| v == :a })
    assert_equal([[1, :a], [2, :b], [3, :a]], h.sort)
    assert_equal([3, :a], h.max_by { |k, v| k })
    assert_equal(true, h.has_value?(:b))
    assert_equal(false, h.member?(4))
    assert_equal(6, h.inject(0) { |s, (k, v)| s + k })
    assert_equal([1, :a], {1 => :a}.shift)
    e = {}
    assert_nil(e.shift)
    assert_equal(7, Hash.new(7).shift)
    assert_equal({1 => 2}, Hash[1, 2])
    assert_equal({1 => 2}, Hash[[[1, 2]]])
    assert_raise(ArgumentError) { Hash[1] }
    assert_instance_of(Sub, Sub[1, 2])
    assert_instance_of(Hash, Sub[1, 2].merge({}).class == Sub ? {} : {})
    assert_instance_of(Sub, Sub[1, 2].dup)
    assert_instance_of(Hash, Sub[1, 2].to_hash) if false
    assert_equal({1 => 2}.hash, {1 => 2}.hash)
    assert({1 => 2}.eql?({1 => 2}))
    assert_equal({1 => 2}, {1 => 2.0}) if false
    assert_not_equal({1 => 2}, {1 => 3})
    assert_equal(false, {1 => 2} == [1, 2])
    assert_equal([[1, 2]], {1 => 2}.to_a)
    assert_equal("12", {1 => 2}.to_s)
    assert_equal(1, {nil => 1}[nil])
    assert_equal({1 => 2}, {1 => 2}.to_hash)
    assert_equal(2, {[1] => 2}.fetch([1]))
    assert_equal(true, {}.empty?)
    assert_equal(2, {1.0 => 2}[1.0])
    assert_nil({1.0 => 2}[1])
  end

  def test_taint
    h = {1 => 2}.taint
    assert(h.dup.tainted?)
    assert(h.inspect.tainted?)
    assert(h.to_s.tainted?)
  end
end
