# Complex ** a negative Integer without rational.rb loaded goes the polar
# way (Floats); with it, the result is exact (Rationals).
require 'complex'
p Complex(1, 2) ** -1
p Complex(1, 2) ** -2
p Complex(2, 0) ** -1
p Complex(0, 1) ** -3
p Complex(1, 2) ** 3
p Complex(1, 2) ** 0
p defined?(Rational)
require 'rational'
p Complex(1, 2) ** -1
p Complex(2, 0) ** -1
