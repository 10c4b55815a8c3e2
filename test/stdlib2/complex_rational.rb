# complex with rational parts: formatting, powers, numerator/denominator
require 'complex'
require 'rational'
p Complex(Rational(1,2), Rational(1,3)).to_s, Complex(0, Rational(1,3)).to_s, Complex(1, Rational(-1,3)).to_s, Complex(1, Rational(3,1)).to_s, Complex(1.5, -0.0).to_s, Complex(0.0, 1).to_s, Complex(-0.0, 2).to_s
p Complex(Rational(1,2), 1).inspect, Complex(1, 2) ** -2, Complex(1, 2).quo(Complex(1, 1)), Complex(3, 4) / Rational(1, 2), Rational(1, 2) + Complex(1, 1), Rational(1, 2) * Complex(1, 1), 1.5 - Complex(1, 1), Complex(1, 1) ** Rational(1, 2)
p Complex(4, 6).numerator, Complex(Rational(1, 2), Rational(1, 3)).numerator, Complex(Rational(1,2), 1).denominator
p Complex(1, 2) == Complex(1, 2.0), Complex(1, 0) == 1.0, Complex(1, 2).abs2, Complex(1.0, 2).abs, Complex(-1, 0).polar, Complex(0, -1).arg
