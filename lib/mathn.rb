# mathn.rb - "unified" arithmetic as in Ruby 1.8.7: integer division gives
# exact Rationals, a Rational or Complex that is whole becomes an Integer,
# roots are exact where they can be, and Prime enumerates the primes.

require 'complex'
require 'rational'
require 'matrix'

class Integer
  # greatest common divisor computed from both prime factorizations
  def gcd2(int)
    a = abs
    b = int.abs
    a, b = b, a if a < b
    pd_b = b.prime_division
    a.prime_division.inject(1) do |gcd, (prime, count)|
      pair = pd_b.assoc(prime)
      pair ? gcd * prime**[count, pair[1]].min : gcd
    end
  end

  def Integer.from_prime_division(pd)
    pd.inject(1) { |value, (prime, index)| value * prime**index }
  end

  # [[prime, exponent], ...] in increasing order of prime
  def prime_division
    raise ZeroDivisionError if self == 0
    value = self
    pv = []
    Prime.new.each do |prime|
      count = 0
      while (q, r = value.divmod(prime); r) == 0
        value = q
        count += 1
      end
      pv.push [prime, count] if count != 0
      break if prime * prime >= value
    end
    pv.push [value, 1] if value > 1
    pv
  end
end

# The primes in increasing order: each call to succ gives the next one.
class Prime
  include Enumerable

  def initialize
    @seed = 1
    @primes = []
  end

  def succ
    loop do
      @seed += 1
      limit = Math.sqrt!(@seed)
      if @primes.all? { |p| p > limit || @seed % p != 0 }
        @primes.push @seed
        return @seed
      end
    end
  end
  alias next succ

  def each
    raise LocalJumpError, 'no block given' unless block_given?
    loop { yield succ }
  end
end

class Fixnum
  alias / quo
end

class Bignum
  alias / quo
end

class Rational
  Unify = true

  def inspect
    format('%s/%s', @numerator.inspect, @denominator.inspect)
  end

  alias power! **

  # exact when the root of numerator and denominator is whole
  def **(other)
    if other.kind_of?(Rational) || other.kind_of?(Integer)
      rational_power(other)
    elsif other.kind_of?(Float)
      to_f**other
    else
      x, y = other.coerce(self)
      x**y
    end
  end

  def power2(other) self**other end

  private

  def rational_power(other)
    return Rational(1, 1) if other == 0
    num = other.numerator
    den = other.denominator
    if den == 1
      return num > 0 ? Rational(@numerator**num, @denominator**num) :
                       Rational(@denominator**-num, @numerator**-num)
    end
    return 0 if @numerator == 0
    if self < 0
      r, theta = polar
      return Complex.polar(r**other, theta * other)
    end
    n = Math.__send__(:integer_root, @numerator, den)
    d = Math.__send__(:integer_root, @denominator, den)
    return to_f**other.to_f unless n && d
    Rational(n, d)**num
  end
end

class Complex
  Unify = true
end

module Math
  # the whole k-th root of a non-negative integer, or nil
  def integer_root(n, k)
    return n if n < 2 || k == 1
    x = 1 << ((n.to_s(2).size + k - 1) / k) # above the root
    loop do
      y = ((k - 1) * x + n.div(x**(k - 1))).div(k)
      break if y >= x
      x = y
    end
    x**k == n ? x : nil
  end
  module_function :integer_root
  private_class_method :integer_root

  # square root, exact for perfect squares and their quotients
  def sqrt(a)
    if a.kind_of?(Complex)
      abs = sqrt(a.real * a.real + a.image * a.image)
      x = sqrt((a.real + abs) / Rational(2))
      y = sqrt((-a.real + abs) / Rational(2))
      a.image >= 0 ? Complex(x, y) : Complex(x, -y)
    elsif a >= 0
      rsqrt(a)
    else
      Complex(0, rsqrt(-a))
    end
  end

  def rsqrt(a)
    if a.kind_of?(Float)
      sqrt!(a)
    elsif a.kind_of?(Rational)
      n = rsqrt(a.numerator)
      d = rsqrt(a.denominator)
      n.kind_of?(Integer) && d.kind_of?(Integer) ? Rational(n, d) : n / d
    else
      integer_root(a, 2) || sqrt!(a)
    end
  end

  module_function :sqrt, :rsqrt
end
