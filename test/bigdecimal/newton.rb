# bigdecimal/newton (with ludcmp and jacobian): Newton's method on
# x**2 + y**2 = 2, x = y at 100 digits; LU decomposition and solving;
# numerical derivatives
require "bigdecimal"
require "bigdecimal/newton"
include Newton
class Function
  def initialize
    @zero = BigDecimal.new("0.0"); @one = BigDecimal.new("1.0"); @two = BigDecimal.new("2.0")
    @ten = BigDecimal.new("10.0"); @eps = BigDecimal.new("1.0e-16")
  end
  attr_reader :zero, :one, :two, :ten, :eps
  def values(x)
    [x[0] * x[0] + x[1] * x[1] - @two, x[0] - x[1]]
  end
end
BigDecimal.limit(100)
f = Function.new
x = [f.one, f.two]
p nlsolve(f, x), x.map { |v| v.to_s }
x = [BigDecimal("3"), BigDecimal("-1")]
p nlsolve(f, x), x.map { |v| v.to_s }
p norm([BigDecimal("-1"), BigDecimal("2")]), norm([1.5, -2.5], 0.0)
p isEqual(BigDecimal("1"), BigDecimal("1.0000000001")), isEqual(1.0, 2.0), isEqual(0.0, 0.0)
a = [BigDecimal("4"), BigDecimal("3"), BigDecimal("6"), BigDecimal("3")]
ps = ludecomp(a, 2, BigDecimal("0"), BigDecimal("1"))
p ps, a.map { |v| v.to_s }
p lusolve(a, [BigDecimal("10"), BigDecimal("12")], ps, BigDecimal("0")).map { |v| v.to_s }
a = %w(0 2 1 1 1 1 2 1 3).map { |v| BigDecimal(v) }
ps = ludecomp(a, 3, BigDecimal("0"), BigDecimal("1"))
p ps, a.map { |v| v.to_s }, lusolve(a, %w(5 6 13).map { |v| BigDecimal(v) }, ps, BigDecimal("0")).map { |v| v.to_s }
begin
  ludecomp([BigDecimal("1"), BigDecimal("2"), BigDecimal("2"), BigDecimal("4")], 2, BigDecimal("0"), BigDecimal("1"))
rescue => e
  p e.class, e.message
end
x = [BigDecimal("1"), BigDecimal("2")]
fx = f.values(x)
p dfdxi(f, fx, x, 0).map { |v| v.to_s }, jacobian(f, fx, x).map { |v| v.to_s }
p Newton.ancestors, Newton.public_instance_methods.sort
