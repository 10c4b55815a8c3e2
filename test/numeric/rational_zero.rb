# rational.rb at zero: Integer#quo(0) "division by zero", a zero Rational
# divisor "denominator is zero", a zero base to a negative power Rational(1, 0);
# Rational#div is exact.
require 'rational'
require "helper"
z = Rational(0, 1)
show("1.quo(0)") { 1.quo(0) }
show("(2**70).quo(0)") { (2**70).quo(0) }
show("1 / Rational 0") { 1 / z }
show("1.quo(Rational 0)") { 1.quo(z) }
show("1 % Rational 0") { 1 % z }
show("Rational / Rational 0") { Rational(1, 3) / z }
show("Rational divmod Rational 0") { Rational(1, 3).divmod(z) }
show("Rational / 0") { Rational(1, 3) / 0 }
show("0 ** -3") { 0 ** -3 }
show("Rational 0 ** -3") { z ** -3 }
show("big div Rational") { (2**70).div(Rational(-7, 2)) }
show("Rational div") { [Rational(2**70).div(Rational(-7, 2)), Rational(7, 2).div(0.5), Rational(7, 2).div(2)] }
show("quo") { [1.quo(3), 6.quo(3), 1.quo(-3), 1.quo(Rational(1, 2)), 1.quo(0.5)] }
