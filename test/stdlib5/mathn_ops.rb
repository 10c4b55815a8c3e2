# mathn: integer division to Rational, roots, Prime, prime_division
require 'mathn'
require "helper"
show("div") { [1 / 2, 4 / 2, (1 / 2).class, 2 ** -1, 4 ** 0.5, 4 ** Rational(1, 2), 8 ** Rational(1, 3), 2 ** Rational(1, 2)] }
show("sqrt") { [Math.sqrt(4), Math.sqrt(-4), Math.sqrt(2), Math.sqrt(Rational(1, 4)), Math.rsqrt(4) rescue $!.class] }
show("prime") { p = Prime.new; [p.succ, p.succ, p.next, p.next] }
show("prime each") { r = []; Prime.new.each { |x| break if x > 30; r << x }; r }
show("prime_division") { [12.prime_division, 1.prime_division, 97.prime_division, (-12).prime_division] rescue $!.class }
show("from_prime_division") { Integer.from_prime_division([[2, 2], [3, 1]]) }
show("rational") { [Rational(4, 2), Rational(4, 2).class, Rational(1, 2).inspect, Rational(3, 1) + 1] }
show("matrix") { require 'matrix'; [Matrix[[1, 2], [3, 4]].inv, Matrix[[1, 2], [3, 4]].det, Matrix[[2, 0], [0, 2]] / 2] }
show("complex") { [Complex(1, 0), Complex(4, 0) / 2, Complex(1, 2) ** 2] }
show("int div") { [7 / 2, -7 / 2, 7.div(2), 7.quo(2), 7 % 2, 7.0 / 2] }
show("bignum") { [(2**70) / (2**69), (2**70) / 3, ((2**70) / 3).class] }
show("float") { [1.0 / 3, 0.5.to_r] rescue $!.class }
show("inspect") { [Rational(6, 4).to_s, Rational(6, 3).inspect] }
show("gcd2") { 12.gcd2(8) rescue $!.class }
show("power!") { 2.power!(3) rescue $!.class }
show("unify") { Rational(2, 1).unify rescue $!.class }
