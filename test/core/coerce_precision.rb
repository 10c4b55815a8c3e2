# Numeric coercion protocol with a user class, Integer/Float mixes,
# Precision (prec, prec_i, prec_f, induced_from) and mixed comparisons.
class Meters
  attr_reader :v
  def initialize(v) @v = v end
  def coerce(other)
    [Meters.new(other), self]
  end
  def +(o) Meters.new(@v + (o.is_a?(Meters) ? o.v : o)) end
  def -(o) Meters.new(@v - (o.is_a?(Meters) ? o.v : o)) end
  def *(o) Meters.new(@v * (o.is_a?(Meters) ? o.v : o)) end
  def <=>(o) @v <=> (o.is_a?(Meters) ? o.v : o) end
  def inspect() "#<Meters #{@v}>" end
end
m = Meters.new(5)
p 3 + m, 3 - m, 2.5 * m, (2**70) + m
p 3 <=> m
p 3 > m rescue puts "#{$!.class}: #{$!.message}"
p 1.coerce(2.5), 1.5.coerce(2), 1.coerce(2)
p((2**70).coerce(1))
begin
  p 1.coerce("2")
rescue => e
  puts "#{e.class}: #{e.message}"
end
begin
  1 + "2"
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
begin
  1 + nil
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
begin
  1.5 * :a
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
begin
  1 < "a"
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
begin
  (2**80) < nil
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
p 1 == "1", 1 == 1.0, 1.eql?(1.0), (2**64) == (2**64).to_f
class Bad; def coerce(o) :nope end end
begin
  1 + Bad.new
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
p 1.prec(Float), 1.5.prec(Integer), 7.prec_f, 2.9.prec_i
p Integer.induced_from(2.9), Float.induced_from(3), Fixnum.induced_from(4)
begin
  Integer.induced_from("1")
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
begin
  Float.induced_from(nil)
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
p Precision.instance_methods.sort
p Integer.ancestors.include?(Precision), Float.include?(Precision)
class Num2 < Numeric
  def initialize(x) @x = x end
  def coerce(o) [Num2.new(o), self] end
  def to_f() @x.to_f end
end
p Num2.new(3).integer?, Num2.new(3).zero? rescue puts "#{$!.class}"
p 10.divmod(3), -10.divmod(3), 10.divmod(-3), 10.5.divmod(3), -7 % 3, 7.remainder(-3), -7.remainder(3)
p 2**-2, 0.1 + 0.2, 1e20, 1.0e-5, 100.0, 1.23456789012345e-7
p 3.7 % 1, -3.7 % 1, 5.fdiv(2), 6.quo(4)
