# complex.rb - complex numbers as in Ruby 1.8.7: the Complex class,
# Complex(), the complex views of every Numeric, and Math functions that
# answer a Complex where the real function has no value.

class Numeric
  # this number times i
  def im() Complex(0, self) end

  def real() self end
  def image() 0 end
  alias imag image

  def arg() Math.atan2!(0.0, to_f) end
  alias angle arg

  def polar() [abs, arg] end

  def conjugate() self end
  alias conj conjugate
end

def Complex(a, b = 0)
  if b == 0 && (a.kind_of?(Complex) || defined?(Complex::Unify))
    a
  else
    Complex.new(a.real - b.imag, a.image + b.real)
  end
end

class Complex < Numeric
  # the numbers a Complex combines with directly
  def self.generic?(other)
    other.kind_of?(Integer) || other.kind_of?(Float) ||
      (defined?(Rational) && other.kind_of?(Rational))
  end

  def self.polar(r, theta)
    Complex(r * Math.cos(theta), r * Math.sin(theta))
  end

  def self.new!(a, b = 0) new(a, b) end

  # a complex number has no order-based rounding or stepping
  undef step, div, divmod, floor, truncate, ceil, round

  def initialize(a, b)
    raise TypeError, "non numeric 1st arg `#{a.inspect}'" unless a.kind_of?(Numeric)
    raise TypeError, "non numeric 2nd arg `#{b.inspect}'" unless b.kind_of?(Numeric)
    @real = a
    @image = b
  end

  attr_reader :real, :image
  alias imag image

  def +(other)
    if other.kind_of?(Complex)
      Complex(@real + other.real, @image + other.image)
    elsif Complex.generic?(other)
      Complex(@real + other, @image)
    else
      x, y = other.coerce(self)
      x + y
    end
  end

  def -(other)
    if other.kind_of?(Complex)
      Complex(@real - other.real, @image - other.image)
    elsif Complex.generic?(other)
      Complex(@real - other, @image)
    else
      x, y = other.coerce(self)
      x - y
    end
  end

  def *(other)
    if other.kind_of?(Complex)
      Complex(@real * other.real - @image * other.image,
              @real * other.image + @image * other.real)
    elsif Complex.generic?(other)
      Complex(@real * other, @image * other)
    else
      x, y = other.coerce(self)
      x * y
    end
  end

  def /(other)
    if other.kind_of?(Complex)
      self * other.conjugate / other.abs2
    elsif Complex.generic?(other)
      Complex(@real / other, @image / other)
    else
      x, y = other.coerce(self)
      x / y
    end
  end

  # division without truncating integer parts
  def quo(other)
    Complex(@real.quo(1), @image.quo(1)) / other
  end

  def **(other)
    return Complex(1) if other == 0
    if other.kind_of?(Complex)
      r, theta = polar
      lr = Math.log!(r)
      Complex.polar(Math.exp!(other.real * lr - other.image * theta),
                    theta * other.real + other.image * lr)
    elsif other.kind_of?(Integer) && (other > 0 || defined?(Rational))
      other > 0 ? integer_power(other) : Rational(1) / integer_power(-other)
    elsif Complex.generic?(other)
      # (a negative power without rational.rb goes the polar way, in Floats)
      r, theta = polar
      Complex.polar(r**other, theta * other)
    else
      x, y = other.coerce(self)
      x**y
    end
  end

  # componentwise remainder
  def %(other)
    if other.kind_of?(Complex)
      Complex(@real % other.real, @image % other.image)
    elsif Complex.generic?(other)
      Complex(@real % other, @image % other)
    else
      x, y = other.coerce(self)
      x % y
    end
  end

  def abs() Math.hypot(@real.to_f, @image.to_f) end
  def abs2() @real * @real + @image * @image end
  def arg() Math.atan2!(@image.to_f, @real.to_f) end
  alias angle arg
  def polar() [abs, arg] end
  def conjugate() Complex(@real, -@image) end
  alias conj conjugate

  # ordered by absolute value
  def <=>(other) abs <=> other.abs end

  def ==(other)
    if other.kind_of?(Complex)
      @real == other.real && @image == other.image
    elsif Complex.generic?(other)
      @real == other && @image == 0
    else
      other == self
    end
  end

  def coerce(other)
    if Complex.generic?(other)
      [Complex.new!(other), self]
    else
      super
    end
  end

  def denominator() @real.denominator.lcm(@image.denominator) end

  def numerator
    cd = denominator
    Complex(@real.numerator * (cd / @real.denominator),
            @image.numerator * (cd / @image.denominator))
  end

  def to_s
    if @real != 0
      if defined?(Rational) && @image.kind_of?(Rational) && @image.denominator != 1
        @real.to_s + (@image >= 0 ? '+' : '-') + '(' + @image.abs.to_s + ')i'
      else
        @real.to_s + (@image >= 0 ? '+' : '-') + @image.abs.to_s + 'i'
      end
    elsif defined?(Rational) && @image.kind_of?(Rational) && @image.denominator != 1
      '(' + @image.to_s + ')i'
    else
      @image.to_s + 'i'
    end
  end

  def hash() @real.hash ^ @image.hash end
  def inspect() format('Complex(%s, %s)', @real.inspect, @image.inspect) end

  I = Complex(0, 1)

  private

  # exact power by repeated squaring
  def integer_power(n)
    result = Complex(1)
    base = self
    while n > 0
      result *= base if n[0] == 1
      base *= base
      n >>= 1
    end
    result
  end
end

class Integer
  # (rational.rb's, when loaded first, stay: -w then warns nothing)
  unless method_defined?(:numerator)
    def numerator() self end
    def denominator() 1 end

    def gcd(other)
      a = abs
      b = other.abs
      a, b = b, a % b while b > 0
      a
    end

    def lcm(other)
      return 0 if self == 0 || other == 0
      (self * other).abs / gcd(other)
    end
  end
end

module Math
  %w(sqrt exp cos sin tan log log10 atan2 acos asin atan cosh sinh tanh
     acosh asinh atanh).each do |name|
    alias_method "#{name}!", name
    module_function "#{name}!"
  end

  def sqrt(z)
    if Complex.generic?(z)
      z >= 0 ? sqrt!(z) : Complex(0, sqrt!(-z))
    elsif z.image < 0
      sqrt(z.conjugate).conjugate
    else
      r = z.abs
      x = z.real
      Complex(sqrt!((r + x) / 2), sqrt!((r - x) / 2))
    end
  end

  def exp(z)
    return exp!(z) if Complex.generic?(z)
    Complex(exp!(z.real) * cos!(z.image), exp!(z.real) * sin!(z.image))
  end

  def cos(z)
    return cos!(z) if Complex.generic?(z)
    Complex(cos!(z.real) * cosh!(z.image), -sin!(z.real) * sinh!(z.image))
  end

  def sin(z)
    return sin!(z) if Complex.generic?(z)
    Complex(sin!(z.real) * cosh!(z.image), cos!(z.real) * sinh!(z.image))
  end

  def tan(z)
    Complex.generic?(z) ? tan!(z) : sin(z) / cos(z)
  end

  def sinh(z)
    return sinh!(z) if Complex.generic?(z)
    Complex(sinh!(z.real) * cos!(z.image), cosh!(z.real) * sin!(z.image))
  end

  def cosh(z)
    return cosh!(z) if Complex.generic?(z)
    Complex(cosh!(z.real) * cos!(z.image), sinh!(z.real) * sin!(z.image))
  end

  def tanh(z)
    Complex.generic?(z) ? tanh!(z) : sinh(z) / cosh(z)
  end

  def log(z)
    return log!(z) if Complex.generic?(z) && z >= 0
    r, theta = z.polar
    Complex(log!(r.abs), theta)
  end

  def log10(z)
    Complex.generic?(z) ? log10!(z) : log(z) / log!(10)
  end

  def acos(z)
    return acos!(z) if Complex.generic?(z) && z >= -1 && z <= 1
    -1.0.im * log(z + 1.0.im * sqrt(1.0 - z * z))
  end

  def asin(z)
    return asin!(z) if Complex.generic?(z) && z >= -1 && z <= 1
    -1.0.im * log(1.0.im * z + sqrt(1.0 - z * z))
  end

  def atan(z)
    return atan!(z) if Complex.generic?(z)
    1.0.im * log((1.0.im + z) / (1.0.im - z)) / 2.0
  end

  def atan2(y, x)
    return atan2!(y, x) if Complex.generic?(y) && Complex.generic?(x)
    -1.0.im * log((x + 1.0.im * y) / sqrt(x * x + y * y))
  end

  def acosh(z)
    return acosh!(z) if Complex.generic?(z) && z >= 1
    log(z + sqrt(z * z - 1.0))
  end

  def asinh(z)
    return asinh!(z) if Complex.generic?(z)
    log(z + sqrt(1.0 + z * z))
  end

  def atanh(z)
    return atanh!(z) if Complex.generic?(z) && z >= -1 && z <= 1
    log((1.0 + z) / (1.0 - z)) / 2.0
  end

  module_function :sqrt, :exp, :cos, :sin, :tan, :sinh, :cosh, :tanh,
                  :log, :log10, :acos, :asin, :atan, :atan2, :acosh,
                  :asinh, :atanh
end
