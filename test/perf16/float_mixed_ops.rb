# Float op Float/Fixnum (+ - * / and the comparisons of two Floats) and
# Fixnum op Float (+ - *) computed without a call: the values, the special
# floats, the classes and the redefinitions that must take the call
require "helper"
f = 1.5; g = -0.25; i = 3; z = 0; big = 2**62 - 1
show("float float") { [f + g, f - g, f * g, f / g, f < g, f > g, f <= g, f >= g, f == g, f == 1.5] }
show("float fixnum") { [f + i, f - i, f * i, f / i, f / z, -f / z, 0.0 / z, f < i, f == 1, 2.0 == 2] }
show("fixnum float") { [i + f, i - f, i * f, i / f, z / 0.0, i < f, i > f, i == 3.0, big + 1.0, big * 2.0] }
show("nan") { n = 0.0 / 0.0; [n == n, n < 1.0, n + 1, (1 + n).nan?] }
show("classes") { [(i + f).class, (f / i).class, (f * z).class] }
show("other operands") { [f + 2**70, i + 2**70, (f + "1" rescue $!.class), (i * 1.5 ** 2)] }
show("float %") { [f % 1, 7.5 % 2, -7.5 % 2.0, i % 2.5] }
class Float
  alias orig_div /
  def /(o); "div"; end
end
show("Float#/ redefined") { [f / 2, f / 2.0, f * 2] }
class Float
  alias / orig_div
  alias orig_plus +
  def +(o); "plus"; end
end
show("Float#+ redefined") { [f + 1, f + 1.0, i + f, f - 1] }
class Float
  alias + orig_plus
end
class Fixnum
  alias orig_mul *
  def *(o); "mul"; end
end
show("Fixnum#* redefined") { [i * 2.0, f * 2, i * 2] }
class Fixnum
  alias * orig_mul
end
show("restored") { [i * 2.0, f * 2, f / 4, i + f] }
