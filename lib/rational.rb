# rational.rb - Rational numbers, Integer#gcd/lcm/gcdlcm, Integer#to_r.

def Rational(a, b = 1)
  if a.kind_of?(Rational) && b == 1
    a
  else
    Rational.reduce(a, b)
  end
end

class Rational < Numeric
  include Comparable

  def self.reduce(num, den = 1)
    raise ZeroDivisionError, "denominator is zero" if den == 0
    if den < 0
      num = -num
      den = -den
    end
    g = num.gcd(den)
    num = num.div(g)
    den = den.div(g)
    # under mathn a whole Rational is the Integer itself
    return num if defined?(Unify) && den == 1
    new!(num, den)
  end

  def self.new!(num, den = 1)
    new(num, den)
  end

  class << self
    private :new
  end

  def initialize(num, den)
    if den < 0
      num = -num
      den = -den
    end
    if num.kind_of?(Integer) && den.kind_of?(Integer)
      @numerator = num
      @denominator = den
    else
      @numerator = num.to_i
      @denominator = den.to_i
    end
  end

  attr_reader :numerator, :denominator

  def +(a)
    if a.kind_of?(Rational)
      Rational(@numerator * a.denominator + a.numerator * @denominator,
               @denominator * a.denominator)
    elsif a.kind_of?(Integer)
      Rational(@numerator + a * @denominator, @denominator)
    elsif a.kind_of?(Float)
      to_f + a
    else
      x, y = a.coerce(self)
      x + y
    end
  end

  def -(a)
    if a.kind_of?(Rational)
      Rational(@numerator * a.denominator - a.numerator * @denominator,
               @denominator * a.denominator)
    elsif a.kind_of?(Integer)
      Rational(@numerator - a * @denominator, @denominator)
    elsif a.kind_of?(Float)
      to_f - a
    else
      x, y = a.coerce(self)
      x - y
    end
  end

  def *(a)
    if a.kind_of?(Rational)
      Rational(@numerator * a.numerator, @denominator * a.denominator)
    elsif a.kind_of?(Integer)
      Rational(@numerator * a, @denominator)
    elsif a.kind_of?(Float)
      to_f * a
    else
      x, y = a.coerce(self)
      x * y
    end
  end

  def /(a)
    if a.kind_of?(Rational)
      # a zero Rational fails in Rational(): "denominator is zero", as 1.8.7
      Rational(@numerator * a.denominator, @denominator * a.numerator)
    elsif a.kind_of?(Integer)
      raise ZeroDivisionError, "division by zero" if a == 0
      Rational(@numerator, @denominator * a)
    elsif a.kind_of?(Float)
      to_f / a
    else
      x, y = a.coerce(self)
      x / y
    end
  end

  def **(other)
    if other.kind_of?(Integer)
      if other > 0
        Rational.new!(@numerator ** other, @denominator ** other)
      elsif other < 0
        n = @denominator ** -other
        d = @numerator ** -other
        if d < 0
          n = -n
          d = -d
        end
        Rational.new!(n, d)
      else
        Rational.new!(1, 1)
      end
    elsif other.kind_of?(Float) || other.kind_of?(Rational)
      to_f ** other.to_f
    else
      x, y = other.coerce(self)
      x ** y
    end
  end

  def %(other)
    value = (self / other).floor
    self - other * value
  end

  def divmod(other)
    value = (self / other).floor
    [value, self - other * value]
  end

  def div(other)
    (self / other).floor
  end

  def abs
    @numerator < 0 ? Rational.new!(-@numerator, @denominator) : self
  end

  def ==(other)
    if other.kind_of?(Rational)
      @numerator == other.numerator && @denominator == other.denominator
    elsif other.kind_of?(Integer)
      @denominator == 1 && @numerator == other
    elsif other.kind_of?(Float)
      to_f == other
    else
      other == self
    end
  end

  def <=>(other)
    if other.kind_of?(Rational)
      (@numerator * other.denominator) <=> (other.numerator * @denominator)
    elsif other.kind_of?(Integer)
      @numerator <=> other * @denominator
    elsif other.kind_of?(Float)
      to_f <=> other
    elsif defined?(other.coerce)
      x, y = other.coerce(self)
      x <=> y
    else
      nil
    end
  end

  def coerce(other)
    if other.kind_of?(Float)
      [other, to_f]
    elsif other.kind_of?(Integer)
      [Rational.new!(other, 1), self]
    else
      super
    end
  end

  def truncate
    if @numerator < 0
      -((-@numerator).div(@denominator))
    else
      @numerator.div(@denominator)
    end
  end
  alias to_i truncate

  def floor
    @numerator.div(@denominator)
  end

  def ceil
    -((-@numerator).div(@denominator))
  end

  def round
    if @numerator < 0
      -((-@numerator * 2 + @denominator).div(@denominator * 2))
    else
      (@numerator * 2 + @denominator).div(@denominator * 2)
    end
  end

  def to_f
    @numerator.to_f / @denominator.to_f
  end

  def to_s
    if @denominator == 1
      @numerator.to_s
    else
      "#{@numerator}/#{@denominator}"
    end
  end

  def to_r
    self
  end

  def inspect
    "Rational(#{@numerator}, #{@denominator})"
  end

  def hash
    @numerator.hash ^ @denominator.hash
  end
end

class Integer
  def numerator
    self
  end

  def denominator
    1
  end

  def to_r
    Rational(self, 1)
  end

  # Euclid's algorithm (other need not be an Integer)
  def gcd(other)
    a = abs
    b = other.abs
    a, b = b, a % b while b > 0
    a
  end

  def lcm(other)
    if self.zero? || other.zero?
      0
    else
      (self.div(self.gcd(other)) * other).abs
    end
  end

  def gcdlcm(other)
    g = gcd(other)
    if self.zero? || other.zero?
      [g, 0]
    else
      [g, (self.div(g) * other).abs]
    end
  end
end

# Integer#quo gives a Rational; ** with a negative exponent too
[Fixnum, Bignum].each do |klass|
  klass.class_eval do
    # (the core quo goes first: replacing it warns nothing under -w)
    remove_method(:quo) if instance_methods(false).include?("quo")
    def quo(other)
      Rational.new!(self, 1) / other   # 1.quo(0): "division by zero", as 1.8.7
    end
    alias rdiv quo

    unless method_defined?(:power!)
      alias power! **
      def rpower(other)
        if other.kind_of?(Integer) && other < 0
          Rational.new!(self, 1) ** other
        else
          power!(other)
        end
      end
      alias ** rpower
    end
  end
end
