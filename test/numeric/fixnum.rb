# Fixnum operators, overflow into Bignum, bit operations, to_s with radix.
require "helper"

max = 2**62 - 1
min = -2**62
show("+ overflow") { [max + 1, (max + 1).class, min - 1, (min - 1).class] }
show("* overflow") { [max * max, (3037000500 * 3037000500).class, 3037000499 * 3037000499] }
show("- neg") { [min - max, 5 - 7, -min, (-min).class] }
show("/ floor") { [7 / 2, -7 / 2, 7 / -2, -7 / -2, min / -1] }
show("% floor") { [7 % 3, -7 % 3, 7 % -3, -7 % -3] }
show("divmod") { [7.divmod(2), -7.divmod(2), 7.divmod(-2.0), 10.divmod(3.5)] }
show("remainder") { [7.remainder(3), -7.remainder(3), 7.remainder(-3)] }
show("div float") { [7.div(2.0), -7.div(2.0), 7.fdiv(2), 7.quo(2)] }
show("div by 0.0") { 7.div(0.0) }
show("% by 0.0") { 7 % 0.0 }
show("/ by 0.0") { [7 / 0.0, -7 / 0.0] }
show("**") { [2 ** 10, 2 ** 62, (-3) ** 3, 2 ** -2, 0 ** 0, 1 ** -5, (-1) ** 2**70, 4 ** 0.5] }
show("** big") { (3 ** 100).to_s.size }
show("<<") { [1 << 10, 1 << 62, 1 << 64, -1 << 63, 5 << -1, 1 << 0] }
show(">>") { [1024 >> 3, -1 >> 100, 1 >> 100, -8 >> 1, 5 >> -2] }
show("& | ^ ~") { [12 & 10, 12 | 10, 12 ^ 10, ~5, -1 & 255, 5 & 2**70 + 1, 5 | 2**64] }
show("& float") { 1 & 1.5 }
show("& string") { 1 & "a" }
show("[]") { [5[0], 5[1], 5[2], -1[100], 1[-1], 5[2**70], -5[2**70]] }
show("to_s radix") { [255.to_s(2), 255.to_s(16), -255.to_s(36), max.to_s(36), min.to_s(2).size] }
show("to_s(37)") { 1.to_s(37) }
show("abs -@") { [-5.abs, 5.abs, min.abs, -(5), 0.abs] }
show("compare") { [1 < 2, 2 <= 2, 3 > 4, 4 >= 4, 1 <=> 2, 2 <=> 2, 3 <=> 1, 1 <=> 2**70, 1 < 2**70, 1 > -2**70] }
show("compare float") { [1 < 1.5, 2 == 2.0, 1 <=> 0.5, 1 < 0.0/0.0, 1 <=> 0.0/0.0] }
show("==") { [1 == 1, 1 == 2, 1 == 1.0, 1 == nil, 2**64 == 2**64] }
show("eql?") { [1.eql?(1), 1.eql?(1.0)] }
show("zero? even? odd?") { [0.zero?, 1.zero?, 4.even?, 4.odd?, -3.odd?] }
show("size") { [1.size, max.size] }
show("to_f") { [1.to_f, -3.to_f] }
show("id2name") { [:foo.to_i.id2name, :foo.to_i.to_sym] }
show("induced_from") { [Fixnum.induced_from(3), Fixnum.induced_from(3.7)] }
show("induced_from big") { Fixnum.induced_from(2**70) }
show("Fixnum.new") { Fixnum.new }
show("1 + nil") { 1 + nil }
show("1 - 'a'") { 1 - "a" }
show("1 <= nil") { 1 <= nil }
show("succ/pred") { [max.succ, min.pred, 1.succ, 1.next, 0.pred] }
show("hash key") { h = {1 => :a}; h[1] }
