# OpenSSL::BN.  Expected output: fixtures/ref_bn.rb on the oracle (the same
# values by Integer arithmetic; see fixtures/record-ref).
require "openssl"
require "helper"

NUMS = ["0", "1", "7", "255", "-10", "123456789012345678901234567890",
        "-98765432109876543210", "340282366920938463463374607431768211457"]
NUMS.each {|s|
  b = OpenSSL::BN.new(s)
  puts [b.to_s, b.to_s(16), b.to_s(2).unpack("H*")[0], b.to_i, b.num_bits, b.num_bytes,
        b.zero?, b.one?, b.odd?, b.to_i.class].inspect
  puts OpenSSL::BN.new(b.to_s(16), 16).to_s == s, OpenSSL::BN.new(b.to_s(0), 0).to_s == s
}
A = OpenSSL::BN.new("123456789012345678901234567890")
B = OpenSSL::BN.new("9876543210987")
M = OpenSSL::BN.new("1000000007")
puts [(A + B).to_s, (A - B).to_s, (B - A).to_s, (A * B).to_s, (A % B).to_s].inspect
puts (A / B).map {|x| x.to_s }.inspect
puts (OpenSSL::BN.new("-100") / 7).map {|x| x.to_s }.inspect
puts [(B ** 3).to_s, A.sqr.to_s, A.gcd(B * 6).to_s].inspect
puts [A.mod_exp(B, M).to_s, A.mod_add(B, M).to_s, A.mod_sub(B, M).to_s,
      A.mod_mul(B, M).to_s, A.mod_sqr(M).to_s, B.mod_inverse(M).to_s].inspect
puts [(A << 10).to_s, (A >> 10).to_s, A.bit_set?(1), A.bit_set?(0)].inspect
x = OpenSSL::BN.new("0")
x.set_bit!(100)
x.set_bit!(3)
puts x.to_s
x.clear_bit!(3)
puts x.to_s
x.lshift!(2)
puts x.to_s
x.rshift!(50)
puts x.to_s
y = OpenSSL::BN.new("65535")
y.mask_bits!(4)
puts y.to_s
puts [A.cmp(B), B.cmp(A), A.cmp(A.to_i), A <=> B, OpenSSL::BN.new("-5").ucmp(3)].inspect
puts [A == A.to_i, A.eql?(B), A === A.dup, A > B, A.between?(B, A)].inspect
puts [5 + OpenSSL::BN.new("3"), 10 - OpenSSL::BN.new("4"), OpenSSL::BN.new("12").coerce("x")].inspect
puts [65537.to_bn.to_s, (-255).to_bn.to_s, (2**100).to_bn.to_s, A.to_bn.equal?(A)].inspect
puts [2, 3, 4, 97, 561, 1000000007, 2**61 - 1, 2**61 + 1].map {|n| n.to_bn.prime? }.inspect
puts [7.to_bn.prime_fasttest?, 9.to_bn.prime?(20)].inspect
r = OpenSSL::BN.rand(64)
puts [r.num_bits <= 64, OpenSSL::BN.rand_range(M) < M, OpenSSL::BN.rand(64, 0, true).odd?].inspect
pr = OpenSSL::BN.generate_prime(64, false)
puts [pr.num_bits, pr.prime?].inspect
c = OpenSSL::BN.new("12")
d = OpenSSL::BN.new("0").copy(c)
puts d.to_s
show("div by zero") { A / 0 }
show("mod by zero") { A % 0 }
show("bad radix") { OpenSSL::BN.new("1", 7) }
show("bad to_s radix") { A.to_s(8) }
show("bad decimal") { OpenSSL::BN.new("zz") }
show("nil") { OpenSSL::BN.new(nil) }
show("add nil") { A + nil }
show("coerce") { A.coerce(1.5) }
show("BNError") { OpenSSL::BNError.superclass }
