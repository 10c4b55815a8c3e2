# Fixnum + - < > evaluated inline at a one-argument call site: the results
# at the Fixnum limits (Bignum past them), mixed operands, and the
# operators redefined, made private and restored
require "helper"
bits = 0.size * 8 - 2
max = 2 ** bits - 1
min = -(2 ** bits)
show("max+1") { [max + 1 == 2 ** bits, (max + 1).class, max + 0 == max] }
show("min-1") { [min - 1 == -(2 ** bits) - 1, (min - 1).class, (min - 0).class] }
show("max-min") { [(max - min) == 2 ** (bits + 1) - 1, (max - min).class] }
show("min+min") { [(min + min).class, (max + max) > max] }
show("cmp") { [1 < 2, 2 < 1, 1 < 1, 1 > 0, 0 > 1, -1 > -1, min < max, max > min] }
show("mixed") { [1 + 2.5, 3 - 0.5, 1 < 1.5, 2 > 2 ** 70, 1 + 2 ** 70 - 2 ** 70] }
show("errors") { 1 + nil }
show("errors2") { 1 < "a" }
a = 5; b = 7
show("locals") { [a + b, a - b, a < b, a > b, b - a - a - a] }
class Fixnum
  alias old_plus +
  alias old_lt <
  def +(o) "plus(#{o})" end
  def <(o) :lt end
end
show("redefined") { [a + b, 1 + 2, a < b, a - b, a > b] }
class Fixnum
  alias + old_plus
  alias < old_lt
end
show("restored") { [a + b, a < b] }
class Fixnum; private :-; end
show("private -") { a - b }
class Fixnum; public :-; end
show("public -") { a - b }
class Fixnum; def >(o) :gt end; end
show("redefined >") { [a > b, a + 1] }
i = 0
n = 0
while i < 1000
  n = n + i
  i = i + 1
end
show("loop") { [n, i] }
