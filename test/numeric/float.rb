# Float printing, arithmetic, rounding and special values.
require "helper"

show("to_s") { [1.0, 1.5, 100.0, 1e15, 1e16, 1e-4, 1e-5, 123456789.123456789, 0.1 + 0.2, 2**0.5, -0.0] }
show("specials") { [1.0 / 0, -1.0 / 0, 0.0 / 0] }
show("arith") { [1.5 + 1, 1.5 - 2**70, 2.5 * 2, 7.0 / 2, 2.0 ** 10, 2.0 ** -1] }
show("% divmod") { [7.5 % 2, -7.5 % 2, 7.5 % -2, 7.5.divmod(2), -7.5.divmod(2), 10.0.divmod(3)] }
show("modulo 0") { 1.0 % 0 }
show("divmod 0") { 1.0.divmod(0) }
show("rounding") { [2.5.round, -2.5.round, 2.5.floor, -2.5.ceil, 2.7.truncate, -2.7.to_i, 1e20.round.class] }
show("nan round") { (0.0 / 0).round }
show("predicates") { [1.0.nan?, (0.0/0).nan?, (1.0/0).infinite?, (-1.0/0).infinite?, 1.0.infinite?, 1.0.finite?, 0.0.zero?] }
show("compare") { [1.0 < 2, 1.0 <=> 1, 2.0 > 2**70, 1.0 == 1, 1.0.eql?(1), 1.0.eql?(1.0), 1.0 <=> "a"] }
show("compare nil") { 1.0 < nil }
show("coerce") { [1.5.coerce(2), 1.5.coerce(2.5), 1.5.coerce("3")] }
show("coerce bad") { 1.5.coerce(nil) }
show("abs -@") { [-1.5.abs, -(1.5), 0.0.abs] }
show("hash") { [1.0.hash == 1.0.hash, 0.0.hash == -0.0.hash] }
show("consts") { [Float::DIG, Float::MANT_DIG, Float::RADIX, Float::MAX_10_EXP, Float::MIN_10_EXP, Float::MAX_EXP, Float::MIN_EXP, Float::ROUNDS] }
show("induced_from") { [Float.induced_from(1), Float.induced_from(2**70), Float.induced_from(1.5)] }
show("induced_from str") { Float.induced_from("1") }
show("prec") { [1.5.prec_i, 3.prec_f, 3.prec(Float), 1.7.prec(Integer)] }
show("Float.new") { Float.new }
show("quo fdiv div") { [7.5.quo(2), 7.5.fdiv(2), 7.5.div(2), -7.5.div(2)] }
show("remainder") { [7.5.remainder(2), -7.5.remainder(2)] }
show("step") { a = []; 1.0.step(2.0, 0.25) { |x| a << x }; a }
show("to_s big") { [1.0e+300 * 10, 12345678901234567890.0, 0.000123456789012345678] }
show("interp") { "#{1.0/3}" }
