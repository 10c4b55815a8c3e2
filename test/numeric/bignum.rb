# Bignum on GMP: arithmetic, normalization, conversions, bits.
require "helper"

a = 2**100 + 7
show("class") { [a.class, (a - a).class, (a - 2**100).class] }
show("+ - *") { [a + 1, a - a, a * 2, a * -1, 1 - a] }
show("/ % floor") { [a / 3, -a / 3, a % 3, -a % 3, a % -3] }
show("divmod fix") { [a.divmod(10), (-a).divmod(10)] }
show("div") { [a.div(3), a.div(2**50)] }
show("remainder") { [(-a).remainder(3), a.remainder(-3)] }
show("fdiv quo") { [a.fdiv(2**99), a.quo(2)] }
show("** ") { [(2**64) ** 2, (2**64) ** -1, (2**64) ** 0.5] }
show("& | ^ ~") { [a & 0xff, a | 1, a ^ a, ~a, -a & (2**101 - 1)] }
show("<< >>") { [a << 3, a >> 98, -a >> 200, a >> -1, a << -98] }
show("[]") { [a[0], a[1], a[100], a[101], (-a)[200], a[-1]] }
show("to_s") { [a.to_s, a.to_s(16), (-a).to_s(2).size, a.inspect] }
show("to_f") { [a.to_f, (-a).to_f] }
show("cmp") { [a <=> a, a <=> 1, a <=> -a, -a <=> 1, a <=> 1.0e40, a == a + 0, a == 1.0] }
show("eql? hash") { [a.eql?(2**100 + 7), a.hash == (2**100 + 7).hash, a.eql?(a.to_f)] }
show("abs size") { [(-a).abs, a.size, (2**64).size, (2**62).size] }
show("coerce") { a.coerce(2) }
show("coerce str") { a.coerce("2") }
show("to_i Float") { [1e25.to_i, -1e25.to_i, 4.6e18.to_i.class, 9.3e18.to_i.class] }
show("Integer str") { [Integer("123456789012345678901234567890"), Integer("-0x" + "f" * 20), Integer("0b" + "1" * 70)] }
show("to_i str") { [("9" * 25).to_i, "12_345_678_901_234_567_890_123".to_i, "  -99999999999999999999xyz".to_i] }
show("huge pow") { 2 ** 40000 > 0 }
show("factorial") { f = 1; 1.upto(200) { |i| f *= i }; [f.to_s.size, f % 1000003] }
show("neg zero") { (-(2**70) + 2**70).class }
show("big ** big") { 2 ** (2**70) }
show("too big to long") { [1, 2].first(2**64) }
