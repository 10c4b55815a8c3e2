# bigdecimal/math.rb - BigMath: sqrt, sin, cos, atan, exp, log, PI and E
# to a given number of digits, by their power series summed in BigDecimal
# until a term no longer changes the sum at that precision (Ruby 1.8.7's
# module functions, term by term the same arithmetic, so the same digits).
# like 1.8.7's it does not load bigdecimal itself

module BigMath
  def sqrt(x, prec)
    x.sqrt(prec)
  end

  # sin x = x - x**3/3! + x**5/5! - ...
  def sin(x, prec)
    raise ArgumentError, "Zero or negative precision for sin" if prec <= 0
    return BigDecimal("NaN") if x.infinite? || x.nan?
    n = prec + BigDecimal.double_fig
    x2 = x.mult(x, n)
    BigMath.__send__(:alternating_series, x, x, x2, BigDecimal("1"), n)
  end

  # cos x = 1 - x**2/2! + x**4/4! - ...
  def cos(x, prec)
    raise ArgumentError, "Zero or negative precision for cos" if prec <= 0
    return BigDecimal("NaN") if x.infinite? || x.nan?
    n = prec + BigDecimal.double_fig
    one = BigDecimal("1")
    x2 = x.mult(x, n)
    BigMath.__send__(:alternating_series, one, one, x2, BigDecimal("0"), n)
  end

  # atan x = x - x**3/3 + x**5/5 - ...  (|x| < 1)
  def atan(x, prec)
    raise ArgumentError, "Zero or negative precision for atan" if prec <= 0
    return BigDecimal("NaN") if x.infinite? || x.nan?
    raise ArgumentError, "x.abs must be less than 1.0" if x.abs >= 1
    n = prec + BigDecimal.double_fig
    x2 = x.mult(x, n)
    sum = x
    power = x
    odd = BigDecimal("3")
    BigMath.__send__(:each_term, n, sum) do |s|
      power = -power.mult(x2, n)
      term = power.div(odd, BigMath.__send__(:term_digits, n, s[0], s[1]))
      odd += 2
      term
    end
  end

  # exp x = 1 + x + x**2/2! + ...
  def exp(x, prec)
    raise ArgumentError, "Zero or negative precision for exp" if prec <= 0
    return BigDecimal("NaN") if x.infinite? || x.nan?
    n = prec + BigDecimal.double_fig
    one = BigDecimal("1")
    power = one
    fact = one
    k = 0
    BigMath.__send__(:each_term, n, one) do |s|
      power = power.mult(x, n)
      k += 1
      fact *= k
      power.div(fact, BigMath.__send__(:term_digits, n, s[0], s[1]))
    end
  end

  # log x = 2 (u + u**3/3 + u**5/5 + ...), u = (x - 1)/(x + 1)
  def log(x, prec)
    raise ArgumentError, "Zero or negative argument for log" if x <= 0 || prec <= 0
    return x if x.infinite? || x.nan?
    one = BigDecimal("1")
    two = BigDecimal("2")
    n = prec + BigDecimal.double_fig
    u = (x - one).div(x + one, n)
    u2 = u.mult(u, n)
    odd = one
    sum = BigMath.__send__(:each_term, n, u) do |s|
      u = u2.mult(u, n)
      odd += two
      u.div(odd, BigMath.__send__(:term_digits, n, s[0], s[1]))
    end
    sum * two
  end

  # Machin: pi = 16 atan(1/5) - 4 atan(1/239), each series summed in turn
  def PI(prec)
    raise ArgumentError, "Zero or negative argument for PI" if prec <= 0
    n = prec + BigDecimal.double_fig
    two = BigDecimal("2")
    pi = BigDecimal("0")
    t = BigDecimal("-80")
    k = BigDecimal("1")
    m25 = BigDecimal("-0.04")
    pi = BigMath.__send__(:each_term, n, pi, BigDecimal("1")) do |s|
      t = t * m25
      d = t.div(k, BigMath.__send__(:term_digits, n, s[0], s[1]))
      k = k + two
      d
    end
    t = BigDecimal("956")
    k = BigDecimal("1")
    m57121 = BigDecimal("-57121")
    BigMath.__send__(:each_term, n, pi, BigDecimal("1")) do |s|
      t = t.div(m57121, n)
      d = t.div(k, BigMath.__send__(:term_digits, n, s[0], s[1]))
      k = k + two
      d
    end
  end

  # e = 1 + 1/1! + 1/2! + ...
  def E(prec)
    raise ArgumentError, "Zero or negative precision for E" if prec <= 0
    n = prec + BigDecimal.double_fig
    one = BigDecimal("1")
    fact = one
    k = 0
    BigMath.__send__(:each_term, n, one) do |s|
      k += 1
      fact *= k
      one.div(fact, BigMath.__send__(:term_digits, n, s[0], s[1]))
    end
  end

  class << self
    private

    # digits a term gets: those of n it still changes in the sum, at least
    # the double's
    def term_digits(n, sum, term)
      m = n - (sum.exponent - term.exponent).abs
      m < BigDecimal.double_fig ? BigDecimal.double_fig : m
    end

    # adds the terms the block gives (it sees [sum, last term]) while the
    # last one was nonzero and still within n digits of the sum; the sum
    # starts at first, the last term at term (first by default)
    def each_term(n, first, term = first)
      sum = first
      while term.nonzero? && n - (sum.exponent - term.exponent).abs > 0
        term = yield([sum, term])
        sum += term
      end
      sum
    end

    # first - p2*first/(2*3) + ...: the sin/cos series from its first term
    # `first`, the square x2 and the index before the first term's (1 for
    # sin, 0 for cos)
    def alternating_series(first, power, x2, index, n)
      one = BigDecimal("1")
      two = BigDecimal("2")
      fact = one
      sign = 1
      each_term(n, first) do |s|
        sign = -sign
        power = x2.mult(power, n)
        index += two
        fact *= (index - one) * index
        sign * power.div(fact, term_digits(n, s[0], s[1]))
      end
    end
  end
end
