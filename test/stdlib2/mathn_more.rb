# mathn: exact roots, unified division, Prime, gcd2 and Matrix under mathn
require 'mathn'
[lambda{Rational(1,2)**Rational(1,2)}, lambda{Math.sqrt(Rational(-1,4))}, lambda{(2**80)/(2**78)}, lambda{(2**80)/3}, lambda{2**Rational(1,3)}, lambda{(-2)**Rational(1,2)}, lambda{(-8)**Rational(2,3)},
 lambda{1.quo(3)}, lambda{Rational(9,4)**0.5}, lambda{Rational(27,8)**Rational(2,3)}, lambda{4**-Rational(1,2)}, lambda{0**Rational(1,2)}, lambda{Rational(0,1)**Rational(-1,2)},
 lambda{Math.sqrt(Complex(-4,0))}, lambda{Math.sqrt(Complex(3,4))}, lambda{Math.sqrt(1.0/0)}, lambda{Math.sqrt(0.0/0).nan?}, lambda{Math.rsqrt(Rational(9,16))}, lambda{Math.sqrt(10**40)}, lambda{Math.sqrt(10**41)},
 lambda{Matrix[[1,2],[3,4]].det}, lambda{Matrix[[1,2],[3,4]] / Matrix[[2,0],[0,2]]}, lambda{Vector[1,2] * Rational(1,2)}, lambda{3/Complex(1,1)}, lambda{Complex(1,1)/3}, lambda{Complex(2,0)}, lambda{Complex(2,0).class},
 lambda{5.gcd2(0)}, lambda{-12.gcd2(18)}, lambda{12.gcd2(-18)}, lambda{1.gcd2(1)}, lambda{Integer.from_prime_division([])}, lambda{p = Prime.new; [p.succ, p.succ, p.succ]}, lambda{Prime.new.find { |x| x > 1000 }},
 lambda{Rational(7,1).class}, lambda{7.0/2}, lambda{-7/2}, lambda{7.div(2)}, lambda{7.divmod(2)}, lambda{7 % 2}, lambda{Rational(1,3).inspect}, lambda{[Rational(1,3)].inspect}, lambda{Rational(-1,3).to_s}].each { |l| r = (l.call rescue $!); puts r.inspect }
