# recv.attr op= value: the operator of two Fixnums/Floats computed without
# a call (as for recv[i] op= value); other operands, overflow, redefined
# operators and ||= / &&= as 1.8.7
require "helper"
S = Struct.new(:n, :f, :s)
class W; attr_accessor :v; end
o = S.new(1, 1.5, "a"); w = W.new; w.v = 10
show("fixnum ops") { o.n += 2; o.n -= 1; o.n *= 5; o.n /= 2; o.n %= 3; o.n |= 8; o.n &= 12; o.n ^= 1; o.n <<= 2; o.n >>= 1; o.n }
show("overflow") { o.n = 2**62 - 1; o.n += 1; [o.n, o.n.class] }
show("float") { o.f += 1; o.f *= 2; o.f -= 0.5; o.f /= 2; o.f **= 2; o.f }
show("mixed") { w.v = 3; w.v += 0.5; w.v *= 2; w.v }
show("string") { o.s += "b"; o.s *= 2; o.s }
show("or and") { w.v = nil; w.v ||= 4; w.v &&= w.v + 1; w.v ||= 9; w.v }
show("division by zero") { w.v = 1; (w.v /= 0) rescue $!.class }
show("type error") { w.v = 1; (w.v += "x") rescue $!.class }
class Fixnum
  alias orig_plus +
  def +(o); "plus"; end
end
show("Fixnum#+ redefined") { w.v = 1; w.v += 1; w.v }
class Fixnum
  alias + orig_plus
end
show("restored") { w.v = 1; w.v += 1; w.v }
class Cnt; attr_reader :log; def initialize; @log = []; @x = 0; end
  def x; @log << :get; @x; end
  def x=(v); @log << [:set, v]; @x = v; end
end
show("reader, operand, writer order") { c = Cnt.new; c.x += (c.log << :arg; 2); c.log }
