# Float#to_s/round/floor/ceil/divmod at awkward magnitudes, Bignum <-> Float
# comparisons and mixed arithmetic, divmod/modulo/remainder signs.
require "helper"
[1e16, 1e15, 9007199254740993.0, 1.0e-5, 1.0e-4, -0.0, 1e100, 2.5e-310, 1.0/3, 1e22, 1e23, 123456789.123456789, -1.5e-9, 5e-324, 1.7976931348623157e308].each do |f|
  show(f.to_s) { [f.inspect, f.round, f.floor, f.ceil, f.to_i, "%g" % f, "%e" % f, "%.3f" % f, f.divmod(3), f.modulo(-3), -f % 3, f.remainder(-3), f.to_s.to_f == f] }
end
[1e20, 1e300, -1e300, 2.0**64, 2.0**63].each { |f| show(:big) { [f.round, f.floor, f.ceil, f.to_i, f.round.class] } }
show(:divmod_signs) { [7, -7].map { |a| [2, -2, 2.0, -2.0, 2**70, -(2**70)].map { |b| a.divmod(b) } } }
show(:divmod_big) { [(2**70).divmod(3), (2**70).divmod(-3), (-(2**70)).divmod(3), (2**70).divmod(3.5), (2**70).divmod(-(2**65)), (2**70).remainder(-3), (-(2**70)).remainder(3), (-(2**70)) % 3.0] }
show(:bigfloat_cmp) { [2**64 == 2.0**64, 2**53 + 1 == 2.0**53, 2**53 + 1 > 2.0**53, (2**64) <=> (1.0/0), (2**64) <=> (0.0/0), (2**1030) > 1e308, (2**1030) <=> 1.0/0, (2**1030).to_f, (2**64).eql?(2.0**64)] }
show(:bigcoerce) { [2**64 + 0.5, (2**64) * 1.5, 1.5 * 2**64, (2**64) / 2.0, (2**64).fdiv(3), (2**64) ** 0.5, (2**64) ** -1, 2 ** -2, 4 ** 0.5] }
show(:fix_ovf) { [(2**62 - 1) + 1, -(2**62) - 1, 3037000500 * 3037000500, -(2**62) * -1, -(2**62) / -1, (-(2**62)).abs, 3 ** 40, (-3) ** 41] }
show(:neg_zero) { [-0.0, 0.0 * -1, (-0.0).abs, -0.0 == 0.0, {0.0 => 1}[-0.0], (-0.0).round, "%f" % -0.0, "%g" % -0.0, "%d" % -0.0, (-0.0).divmod(5)] }
show(:float_mod_neg) { [5.0 % -3, -5.0 % 3, 5.0.remainder(-3), -5.5.divmod(2), 5.5.divmod(-2), 0.0 % 5, -0.0 % 5] }
show(:big_shift) { b = 2**100; [(-b) >> 1, (-b) >> 100, (-b) >> 101, (-b - 1) >> 100, (-b)[0], (-b)[100], (-b)[101], (-1) >> 1000, 1 << -1] }
