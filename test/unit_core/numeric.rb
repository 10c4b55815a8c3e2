# Integer/Fixnum/Bignum/Float through test/unit: boundaries between Fixnum
# and Bignum, division semantics, coercion, iteration, conversions.
require "./fixtures/uc_helper"

class TestNumericCore < Test::Unit::TestCase
  FMAX = 2**62 - 1
  FMIN = -2**62

  def test_fixnum_bignum_boundary
    assert_instance_of(Fixnum, FMAX)
    assert_instance_of(Bignum, FMAX + 1)
    assert_instance_of(Fixnum, FMIN)
    assert_instance_of(Bignum, FMIN - 1)
    assert_instance_of(Fixnum, (FMAX + 1) - 1)
    assert_instance_of(Bignum, -FMIN)
    assert_instance_of(Bignum, FMIN.abs)
    assert_instance_of(Bignum, FMAX * 2)
    assert_instance_of(Bignum, FMIN / -1)
    assert_equal(2**62, FMIN / -1)
    assert_equal(0, FMIN % -1)
    assert_equal(FMAX, (2**100 - 2**100 + FMAX))
    assert_instance_of(Fixnum, 2**100 / 2**99)
    assert_equal(2**64, 2**32 * 2**32)
    assert_equal(1 << 70, 2**70)
    assert_equal(0, 1 >> 70)
    assert_equal(-1, -1 >> 70)
    assert_equal(-1, -(2**70) >> 100)
    assert_equal(2**70, (2**70 << 3) >> 3)
    assert_equal(1, 2**70 >> 70)
    assert_equal(2**10, 1 << 10.5) if false
  end

  def test_division
    assert_equal(-4, -7 / 2)
    assert_equal(1, -7 % 2)
    assert_equal(-1, 7 % -2)
    assert_equal(-3, -7.remainder(2) - 2)
    assert_equal(3, 7.remainder(-2) + 2)
    assert_equal([-4, 1], -7.divmod(2))
    assert_equal([-4.0, 1.0], -7.0.divmod(2))
    assert_equal(-3.5, -7.fdiv(2))
    assert_equal(-4, -7.div(2))
    assert_equal(-4, -7.0.div(2))
    assert_raise(ZeroDivisionError) { 1 / 0 }
    assert_raise(ZeroDivisionError) { 1 % 0 }
    assert_raise(ZeroDivisionError) { 1.divmod(0) }
    assert_raise(ZeroDivisionError) { 2**70 / 0 }
    assert_raise(FloatDomainError) { 1.0.divmod(0) }
    assert_equal(1.0 / 0, 1 / 0.0)
    assert((0.0 / 0.0).nan?)
    assert_raise(FloatDomainError) { (1.0 / 0).to_i }
    assert_raise(FloatDomainError) { (0.0 / 0).round }
    assert_equal([-(2**70) / 3, -(2**70) % 3], (-(2**70)).divmod(3))
    assert_equal(2, (-(2**70)) % 3)
    assert_equal(-2, (2**70) % -3)
    assert_equal(2**35, (2**70) ** 0.5)
    assert_in_delta(1.0, 2**70 / 2.0**70, 0.0001)
    assert_equal(0.25, 2 ** -2)
    assert_equal(Rational, 2 ** -2 == 0.25 ? Rational : nil) if false
    assert_equal(1, 0 ** 0)
    assert_equal(1.0, 0.0 ** 0)
  end

  def test_coerce
    assert_equal([2.0, 1.0], 1.coerce(2.0))
    assert_equal([2, 1], 1.coerce(2))
    assert_equal([2.5, 1.0], 1.0.coerce(2.5))
    assert_raise(TypeError) { 1 + "2" }
    assert_raise(ArgumentError, TypeError) { 1.coerce("x") }
    o = Object.new
    def o.coerce(n) [n, 10] end
    assert_equal(11, 1 + o)
    assert_equal(-9, 1 - o)
    assert_equal(true, 1 < o)
    e = assert_raise(ArgumentError) { 1 < Object.new }
    assert_equal("comparison of Fixnum with Object failed", e.message)
    assert_raise(ArgumentError) { 1.0 < nil }
    assert_equal(false, 1 == Object.new)
    assert_nil(1 <=> "a")
    assert_equal(0, 1 <=> 1.0)
    assert_equal(-1, 2**70 <=> 2.0**71)
    assert_equal(true, 2**70 == 2.0**70)
    assert_equal(false, 1.eql?(1.0))
    assert_equal(true, 1.equal?(1))
  end

  def test_iteration
    r = []
    1.upto(3) { |i| r << i }
    3.downto(1) { |i| r << i }
    assert_equal([1, 2, 3, 3, 2, 1], r)
    r = []
    1.step(10, 4) { |i| r << i }
    assert_equal([1, 5, 9], r)
    r = []
    1.0.step(2.0, 0.5) { |f| r << f }
    assert_equal([1.0, 1.5, 2.0], r)
    r = []
    10.step(1, -3) { |i| r << i }
    assert_equal([10, 7, 4, 1], r)
    assert_raise(ArgumentError) { 1.step(2, 0) { } }
    r = []
    3.times { |i| r << i }
    assert_equal([0, 1, 2], r)
    assert_equal(-1, -1.times { raise })
    assert_equal([0, 1], 2.times.to_a)
    assert_equal([1, 2], 1.upto(2).to_a)
    assert_equal(1, 1.upto(0) { raise })
    r = []
    (2**64).upto(2**64 + 2) { |i| r << i - 2**64 }
    assert_equal([0, 1, 2], r)
  end

  def test_conversions
    assert_equal("11111111", 255.to_s(2))
    assert_equal("-ff", -255.to_s(16))
    assert_equal("z", 35.to_s(36))
    assert_raise(ArgumentError) { 1.to_s(1) }
    assert_raise(ArgumentError) { 1.to_s(37) }
    assert_equal("100000000000000000000", (10**20).to_s)
    assert_equal("56bc75e2d63100000", (10**20).to_s(16))
    assert_equal(3, 3.7.to_i)
    assert_equal(-3, -3.7.to_i)
    assert_equal(4, 3.5.round)
    assert_equal(-4, -3.5.round)
    assert_equal(3, 3.7.floor)
    assert_equal(-4, -3.2.floor)
    assert_equal(4, 3.2.ceil)
    assert_equal(-3, -3.7.truncate)
    assert_equal(10**20, (1e20).to_i)
    assert_instance_of(Bignum, 1e20.to_i)
    assert_equal("1.0e+20", 1e20.to_s)
    assert_equal("1.0e-05", 0.00001.to_s)
    assert_equal("0.0001", 0.0001.to_s)
    assert_equal("1.0e+14", 1e14.to_s)
    assert_equal("10000000000000.0", 1e13.to_s)
    assert_equal("1.0e+16", 1e16.to_s)
    assert_equal("-0.0", -0.0.to_s)
    assert_equal("Infinity", (1.0 / 0).to_s)
    assert_equal("NaN", (0.0 / 0).to_s)
    assert_equal(1, Integer("0b1"))
    assert_equal(8, Integer("010"))
    assert_equal(16, Integer("0x10"))
    assert_raise(ArgumentError) { Integer("1.5") }
    assert_raise(ArgumentError) { Integer("") }
    assert_equal(0, Integer(nil))
    assert_equal(1, Integer(1.9))
    assert_equal(1.5, Float("1.5"))
    assert_raise(ArgumentError) { Float("1.5x") }
    assert_raise(ArgumentError) { Float("") }
    assert_equal(10.0, Float("1e1"))
    assert_equal(97, ?a)
    assert_equal("a", 97.chr)
    assert_raise(RangeError) { 256.chr }
    assert_raise(RangeError) { -1.chr }
    assert_equal(1, 1.0.to_i)
    assert_equal(1, 1.1.round)
    assert_equal(:a.to_i, :a.to_i)
    assert_equal(3, 3.to_int)
    assert_equal(true, 3.integer?)
    assert_equal(false, 3.0.integer?)
    assert_equal(true, 3.0.finite?)
    assert_equal(1, (1.0 / 0).infinite?)
    assert_equal(-1, (-1.0 / 0).infinite?)
    assert_nil(1.0.infinite?)
    assert_equal(true, 0.zero?)
    assert_nil(0.nonzero?)
    assert_equal(5, 5.nonzero?)
    assert_equal(5, -5.abs)
    assert_equal(2**70, (-(2**70)).abs)
    assert_equal(-6, ~5)
    assert_equal(-(2**70) - 1, ~(2**70))
    assert_equal(1, 5[0])
    assert_equal(0, 5[1])
    assert_equal(1, (2**70)[70])
    assert_equal(1, -1[1000])
    assert_equal(0, 5[-1])
    assert_equal(6, 5 ^ 3)
    assert_equal(7, 5 | 3)
    assert_equal(1, 5 & 3)
    assert_equal(2**70 + 1, 2**70 | 1)
    assert_equal(0, 2**70 & 1)
    assert_equal(1, 1 & 2**70 + 1)
    assert_equal(3, 7.size > 0 ? 3 : 0)
    assert_equal(8, 1.size)
    assert_equal(12, (2**70).size)
    assert_equal(2, 1.succ + 0)
    assert_equal(0, 1.pred)
    assert_equal(true, 3.odd?)
    assert_equal(true, (2**70).even?)
    assert_raise(NoMethodError) { 3.lcm(2) }
    assert_raise(NoMethodError) { 3.gcd(2) }
    assert_equal(3.0, 3.0.abs)
  end

  def test_float_edges
    assert_equal(0.1 + 0.2 == 0.3, false)
    assert_in_delta(0.3, 0.1 + 0.2, 1e-15)
    nan = 0.0 / 0.0
    assert(nan != nan)
    assert_nil(nan <=> 1.0)
    assert_equal(false, nan == nan)
    assert_equal(1.0, 1.5.round.to_f - 1)
    assert_equal(2.0.hash, 2.0.hash)
    assert_equal(true, 0.0.eql?(0.0))
    assert_equal(0.0, -0.0)
    assert_equal(Float::MAX * 2, 1.0 / 0)
    assert_equal(15, Float::DIG)
    assert_equal(2.220446049250313e-16, Float::EPSILON)
    assert_equal(1.5, 3.0.quo(2))
    assert_equal(1.5, 3.quo(2))
    assert_raise(ArgumentError) { 1.5.round(1) }
    assert_equal(2.0, 2.5.floor.to_f)
    assert_equal(3, 2.5.round)
    assert_equal(-3, -2.5.round)
  end

  def test_frozen_and_singleton
    one = 1
    assert_raise(TypeError) { def one.foo; end }
    assert_raise(TypeError) { 1.instance_variable_set(:@a, 1) } if false
    assert_raise(TypeError) { 1.dup }
    assert_raise(TypeError) { 1.0.clone }
    assert_raise(TypeError) { (2**70).singleton_class } if false
    assert_raise(NoMethodError) { Integer.new }
    assert_raise(NoMethodError) { Fixnum.allocate } if false
  end
end
