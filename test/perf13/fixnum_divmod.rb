# Fixnum / and % of two Fixnums are computed in the evaluator (fast_binop):
# floored as Fixnum#/ and #%, zero divisors and the one overflowing
# quotient take the method, and a redefined Fixnum#/ or #% is called
vals = [0, 1, -1, 2, -2, 3, -3, 7, -7, 17, -17, 100, -100, 2**62 - 1, -2**62, 2**31, -(2**31)]
out = []
vals.each { |a| vals.each { |b|
  next if b == 0
  out << [a / b, a % b, a.div(b), a.modulo(b), a.divmod(b)]
} }
p out.hash == out.map { |x| x }.hash, out.size
p out.first(30)
p out.last(30)
p((-2**62) / -1, (-2**62) % -1, ((-2**62) / -1).class)
begin; 1 / 0; rescue ZeroDivisionError => e; p e.message; end
begin; 1 % 0; rescue ZeroDivisionError => e; p e.message; end
p 7 / 2.0, 7 % 2.5, 7 / 2**70, 7 % 2**70, -7 % 2**70
x = 10; x /= 3; p x; x %= 2; p x
p 1.0 / 0 rescue p $!.class
class Fixnum
  alias old_mod %
  def %(o) ; "mod(#{o})" ; end
end
p 10 % 3, 10 / 3
class Fixnum
  alias % old_mod
end
p 10 % 3
class Fixnum
  alias old_div /
  def /(o) ; "div(#{o})" ; end
end
p 10 / 3, 10 % 3, 10 + 1
# mathn redefines Fixnum#/ (quo): the evaluator calls it
require "mathn"
p 1 / 2, 7 % 3, 6 / 3, (6 / 3).class, (-7) / 2
