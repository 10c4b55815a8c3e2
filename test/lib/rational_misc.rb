# rational.rb extras: negative integer powers become Rational, to_s of a
# whole Rational, Float coercion, truncate/ceil of negatives, quo.
require 'rational'
p 2 ** -2
p 2 ** 3
p Rational(8).to_s
p Rational(3, 4).to_s
p 1.5 + Rational(1, 2)
p Rational(1, 2) * 2
p Rational(-7, 2).truncate
p Rational(-7, 2).ceil
p 7.quo(2)
p 7.quo(2.0)
p 7 / 2
p Rational(1, 3) < 1
p Rational(3, 2).coerce(2)
