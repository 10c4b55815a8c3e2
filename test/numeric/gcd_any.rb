# Integer#gcd/lcm (rational.rb) run Euclid on whatever they are given, as 1.8.7.
require 'rational'
require "helper"
show("ints") { [12.gcd(18), -12.gcd(18), 0.gcd(5), (2**70).gcd(2**65), 4.lcm(6), 12.gcdlcm(18)] }
show("floats") { [12.gcd(1.5), 12.gcd(4.0), 12.gcd(-3.5), 12.lcm(1.5), 12.gcdlcm(2.5)] }
show("rational") { 12.gcd(Rational(1, 2)) }
show("string") { 12.gcd("a") }
show("nil") { 12.gcd(nil) }
show("lcm nil") { 12.lcm(nil) }
