# bigdecimal/util.rb - conversions to BigDecimal (Float#to_d, String#to_d,
# Rational#to_d) and BigDecimal#to_digits, as Ruby 1.8.7 offers them.
# Like 1.8.7's, it does not load bigdecimal itself.

class Float < Numeric
  # the BigDecimal of the float's printed digits
  def to_d
    BigDecimal(to_s)
  end
end

class String
  # BigDecimal(self): leading digits, junk gives 0
  def to_d
    BigDecimal(self)
  end
end

class BigDecimal < Numeric
  # plain digits "123.45"; as 1.8.7 prints it, a negative number between
  # -1 and 0 loses its sign
  def to_digits
    return to_s if nan? || infinite? || zero?
    int = to_i.to_s
    _sign, digits, _base, exp = frac.split
    int + "." + ("0" * -exp) + digits
  end

  # the exact Rational (needs rational loaded; NaN and infinities give 0)
  def to_r
    sign, digits, base, exp = split
    num = sign * digits.to_i
    shift = digits.size - exp
    if shift < 0
      Rational(num * base ** -shift, 1)
    else
      Rational(num, base ** shift)
    end
  end
end

class Rational < Numeric
  # numerator / denominator to nFig digits (0: twice the double's digits
  # plus one)
  def to_d(nFig = 0)
    nFig = BigDecimal.double_fig * 2 + 1 if nFig <= 0
    BigDecimal.new(numerator.to_s).div(denominator, nFig)
  end
end
