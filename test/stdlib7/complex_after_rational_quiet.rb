# Under -w, complex.rb loaded after rational.rb keeps rational's Integer
# numerator/denominator/gcd/lcm and warns nothing; the YAML parser warns
# nothing about unset instance variables either.
require 'rational'
require 'complex'
require 'yaml'
p 4.gcd(6), 4.lcm(6), 3.numerator, 3.denominator
p Complex(1, 2) ** -1
p YAML.load("a:\n  b: 1\n  c:\n  - 2\n")
