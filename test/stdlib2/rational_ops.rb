# rational: arithmetic, division family, powers, conversions, Integer helpers
require 'rational'
r = Rational(7, 2)
p r.div(2), r.div(Rational(1,3)), r.div(1.5), r.divmod(2), r.divmod(Rational(1,3)), r.divmod(1.5), (-r).remainder(2), r.remainder(-2), r.modulo(2), r % Rational(1,3), r % 1.5
p +r, -r, r.eql?(Rational(7,2)), r.eql?(3.5), r.quo(2), r.zero?, Rational(0,1).zero?, r.abs, (-r).abs, r.floor, r.ceil, r.round, (-r).round, r.truncate, (-r).truncate, r.to_i, r.to_f
p r.coerce(2), r.coerce(1.5), (r.coerce("x") rescue $!), r <=> 3, r <=> 3.5, r <=> "x", r == 3.5, r == "x", r ** 2, r ** -2, r ** 0.5, r ** Rational(1,2), (Rational(0,1) ** -1 rescue $!)
p Rational(4,2), Rational(-4,-6), Rational(3), (Rational(1,0) rescue $!), (Rational(1.5, 2) rescue $!), Rational.new!(4, 2), (Rational.new(1,2) rescue $!), Rational(Rational(1,2), Rational(1,3)) rescue p $!
p 3.to_r, 3.gcd(-6), 3.lcm(-6), 3.gcdlcm(4), 3.numerator, 3.denominator, (3.gcd(1.5) rescue $!), 6.quo(4), 6.rdiv(4), 2 ** -2, (0 ** -1 rescue $!), 2 ** 0.5
p r.hash == Rational(7,2).hash, r.inspect, r.to_s, Rational(-7, 2).to_s, Rational(4, 1).to_s
