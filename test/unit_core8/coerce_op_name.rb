# a Numeric operator bound under two names (% and modulo, quo and fdiv)
# asks the coerced value for the method by the name it was defined with
class Num
  def coerce(o) [Num.new, self] end
  def method_missing(m, *a) m end
end
[1, 2.0, 2**70].each do |x|
  p [x.class, x % Num.new, x.modulo(Num.new), x.quo(Num.new), x.fdiv(Num.new)]
end
class Fixnum; alias mm modulo; end
class Float; alias mm modulo; end
class Bignum; alias mm modulo; end
p 1.mm(Num.new), 1.0.mm(Num.new), (2**70).mm(Num.new)
p 1.method(:modulo).call(Num.new)
