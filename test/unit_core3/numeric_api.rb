require 'helper'
B = 2**64
show(:big_ops) { [B + 1, B - B, B * B, B / 3, -B / 3, B % 7, -B % 7, B.divmod(-7), B.remainder(-7), (-B).remainder(7), B ** 2, B ** -1, B ** 0.5, 2 ** -2, B.fdiv(3), B.quo(2)] }
show(:big_div0) { B / 0 }
show(:big_mod0) { B % 0 }
show(:big_divf0) { B / 0.0 }
show(:big_divmodf) { B.divmod(0.0) }
show(:fix_divmodf0) { 1.divmod(0.0) }
show(:fix_divf0) { [1 / 0.0, -1 / 0.0, (0 / 0.0).nan?, 1 % 0.0] rescue $! }
show(:fix_mod_f) { [5 % -3, -5 % 3, 5.remainder(-3), -5.remainder(3), 5.0 % -3, -5.0.remainder(3), 5.divmod(-3), 5.0.divmod(-3)] }
show(:shift) { [1 << 64, 1 << -1, B >> 64, B >> 65, -B >> 100, -1 >> 100, 1 << B rescue $!.class, B << -64, 2 >> -2, -5 >> 1] }
show(:shift_big) { 1 >> B }
show(:shift_big2) { -1 >> B }
show(:aref) { [5[0], 5[1], 5[100], -1[100], B[64], B[63], (-B)[64], (-B)[0], 5[-1], B[B]] }
show(:bitops) { [B & -1, B | 1, B ^ B, ~B, -B & 0xff, 1 & B, 3 ^ -1, B & 1.5] rescue $! }
show(:bitop_f) { 1 & 1.5 }
show(:to_s) { [B.to_s(2), B.to_s(36), (-B).to_s(16), 255.to_s(2), -255.to_s(16), 0.to_s(36)] }
show(:to_s_bad) { 1.to_s(1) }
show(:to_s_bad2) { B.to_s(37) }
show(:coerce) { [1.coerce(2.5), 1.coerce(B), B.coerce(1), 1.5.coerce(2)] }
show(:coerce_str) { 1.coerce("2") }
show(:coerce_nil) { 1.coerce(nil) }
show(:big_coerce_f) { B.coerce(1.5) }
show(:plus_nil) { 1 + nil }
show(:plus_str) { 1 + "a" }
show(:big_plus_nil) { B + nil }
show(:float_plus_nil) { 1.0 + nil }
show(:cmp_nil) { 1 < nil }
show(:cmp_str) { 1.0 < "a" }
show(:big_cmp_str) { B < "a" }
show(:eq) { [1 == 1.0, B == B.to_f, 1.eql?(1.0), B.eql?(B), 1 == nil, B == nil, 1.0 == nil, (0.0/0) == (0.0/0)] }
show(:cmps) { [1 <=> "a", B <=> 1.0, 1.0 <=> B, 1 <=> B, B <=> (1.0/0), (0.0/0) <=> 1] }
show(:pow) { [2 ** 100, 2 ** -1, 0 ** 0, 0 ** -1, 2.0 ** 0.5, (-8) ** (1.0/3), (-2) ** 2, 2 ** 0.5, 10 ** 20, (-1) ** B, 1 ** B, 2 ** 3.0] rescue $! }
show(:pow_big) { 2 ** B rescue $!.class }
show(:pow_zero_neg) { 0 ** -1 }
show(:float_to_s) { [1.0, 1.5, 100.0, 1e15, 1e16, 1e-4, 1e-5, 123456789.123, 1.0/3, -0.0, 1e100, 2.5e-10, 1e20, 12345678901234567.0, 0.1+0.2].map { |f| f.to_s } }
show(:float_inspect) { [1.0/0, -1.0/0, 0.0/0].map { |f| f.inspect } }
show(:round) { [1.5.round, 2.5.round, -1.5.round, 1.4.ceil, -1.4.floor, 1.9.truncate, 1e20.round, (1.0/0).round rescue $!.class] }
show(:round_inf) { (1.0/0).to_i }
show(:round_nan) { (0.0/0).round }
show(:float_div) { [7.0.div(2), 7.0.modulo(2), 7.0.divmod(-2), -7.0.div(2)] }
show(:float_div0) { 1.0.div(0) }
show(:float_divmod0) { 1.0.divmod(0) }
show(:int_div0) { 1.div(0) }
show(:int_fdiv) { [1.fdiv(2), B.fdiv(B), 1.quo(2)] }
show(:int_methods) { [10.gcd(4), 10.lcm(4), 3.pred, 3.succ, 3.ord, -3.abs, 3.even?, 3.odd?, 3.zero?, 3.nonzero?, 0.nonzero?, 65.chr, 3.size, B.size] rescue $! }
show(:times) { r = []; 3.times { |i| r << i }; r }
show(:upto) { r = []; 1.upto(3) { |i| r << i }; 3.downto(1) { |i| r << i }; r }
show(:upto_f) { r = []; 1.upto(2.5) { |i| r << i }; r }
show(:step) { r = []; 1.step(2, 0.5) { |i| r << i }; 1.step(10, 4) { |i| r << i }; 10.step(1, -4) { |i| r << i }; r }
show(:step0) { 1.step(2, 0) { } }
show(:step_f) { r = []; 1.0.step(2.0, 0.1) { |i| r << i }; r.size }
show(:step_enum) { 1.step(3).to_a rescue $!.class }
show(:integer_conv) { [Integer("0x1A"), Integer("0b11"), Integer("017"), Integer(" 12 "), Integer("1_000"), Integer(1.9), Integer(B.to_s), Integer("-0x1a")] }
%w(1.5 abc 1__0 _1 0x 0b2 08 12a 1_ \n "" 0_8).each { |s| show("Integer(#{s.inspect})") { Integer(s) } }
show(:Integer_nil) { Integer(nil) }
show(:Integer_nan) { Integer(0.0/0) }
show(:Integer_inf) { Integer(1.0/0) }
show(:Float_conv) { [Float("1.5"), Float(" 1e3 "), Float("1_0.5"), Float(1), Float(B)] }
%w(abc 1.5x 1__0 _1 0x10 1. .5 1e "" 1.5\0 1e1_0 Infinity NaN).each { |s| show("Float(#{s.inspect})") { Float(s) } }
show(:Float_nil) { Float(nil) }
show(:Float_str_nul) { Float("1.5\0") }
show(:String_conv) { [String(1), String(nil), String(:a), String([1])] }
show(:Array_conv) { [Array(nil), Array(1), Array([1]), Array(1..2), Array("a\nb"), Array({1 => 2})] }
show(:float_consts) { [Float::DIG, Float::MANT_DIG, Float::EPSILON, Float::MAX, Float::MIN, Float::RADIX, Float::MAX_EXP, Float::MIN_10_EXP] }
show(:fixnum_max) { [2**62 - 1, (2**62).class, (2**62 - 1).class, (-2**62).class, (-2**62 - 1).class] }
show(:big_to_f) { [(2**1024).to_f, -(2**1024).to_f, (2**1023).to_f] }
show(:float_big) { [1e20.to_i, -1e20.to_i, 1.0e308.to_i.to_s.size] }
show(:big_hash) { (2**70).hash == (2**70).hash }
show(:num_methods) { [1.integer?, 1.0.integer?, 1.5.floor, -1.5.ceil, 1.0.finite?, (1.0/0).infinite?, (-1.0/0).infinite?, 1.0.nan?, 0.0.zero?] }
show(:int_round) { [15.round, 15.floor, 15.ceil, 15.truncate, 15.to_i, 15.to_int] }
show(:abs_min) { [-(2**62)].map { |x| x.abs.class } }
show(:neg_big) { [-(2**62), -(-(2**62))].map { |x| x.class } }
show(:mul_overflow) { [(2**31) * (2**31), (2**62 - 1) * 2, (-2**62) * -1, 3037000500 * 3037000500].map { |x| x.class } }
show(:math) { [Math.sqrt(4), Math.sqrt(B), Math.cbrt(27) rescue $!.class, Math.hypot(3, 4), Math.log(Math::E), Math.log(8, 2) rescue $!.class, Math.log10(1000), Math.log2(8), Math.atan2(1, 1), Math.exp(0), Math.frexp(8), Math.ldexp(0.5, 4), Math.erf(0), Math.erfc(0)] }
show(:math_dom) { Math.sqrt(-1) }
show(:math_log_neg) { Math.log(-1) }
show(:math_log0) { Math.log(0) }
show(:math_acos) { Math.acos(2) }
show(:math_str) { Math.sqrt("1") }
show(:math_nil) { Math.sqrt(nil) }
show(:math_big) { Math.log(2**1100) }
show(:math_atanh) { Math.atanh(1) }
show(:math_gamma) { Math.respond_to?(:gamma) }
show(:float_lit) { [1e2, 1E-2, 0x10, 0b10, 0o10, 010, 1_000.5] }
show(:divmod_big) { [(2**64).divmod(2**32), (-(2**64)).divmod(2**32 + 1), (2**64).divmod(-3.5)] }
show(:big_eq_float) { [2**64 == 2.0**64, 2**53 + 1 == 2.0**53, (2**64) <=> 2.0**64] }
show(:big_pow_f) { (2**64) ** 0.5 }
show(:big_pow_neg) { (2**64) ** -2 }
show(:fix_pow_neg_big) { 2 ** -(2**64) rescue $!.class }
show(:num_step_big) { r = []; (2**64).step(2**64 + 2) { |i| r << i }; r.size }
show(:chr_neg) { -1.chr }
show(:to_sym) { 1.respond_to?(:to_sym) }
show(:id2name) { :a.to_i.id2name rescue $!.class }
show(:float_round_big) { 1e300.round.class }
show(:float_floor_big) { [1e300.floor.class, -1e300.ceil.class] }
show(:num_div_rb) { 7.0 / 2 }
show(:sqrt_big) { Math.sqrt(10**100) }
show(:prec) { [1.prec(Float), 1.5.prec_i, 1.prec_f] }
show(:succ_big) { (2**62 - 1).succ.class }
show(:zero_div) { [0.0 / 0 == 0.0 / 0, -0.0 == 0.0, 0.0.eql?(-0.0)] }
show(:float_hash) { [0.0.hash == -0.0.hash, 1.0.hash == 1.hash] }
show(:numeric_new) { Numeric.new.class }
show(:integer_new) { Integer.new }
show(:fixnum_new) { Fixnum.allocate }
show(:num_abs) { o = Numeric.new; o.abs rescue $!.class }
show(:num_cmp) { Numeric.new <=> Numeric.new }
show(:num_coerce) { Numeric.new.coerce(1) }
show(:int_induced_from) { [Integer.induced_from(1.5), Float.induced_from(1), Fixnum.induced_from(B) ] rescue $! }
