# integer directives: Floats truncate (inf/nan FloatDomainError, huge ones go
# through Bignum), 'w' and 'U' convert as NUM2LONG and NUM2INT do
def t; r = yield; p r; rescue Exception => e; puts "#{e.class}: #{e.message}"; end
t { [1.5].pack("C") }
t { [-1].pack("C") }
t { [256].pack("C") }
t { [2**64].pack("C") }
t { [2**64].pack("Q") }
t { [-2**63 - 1].pack("q") }
t { [2**64 - 1].pack("Q").unpack("Q") }
t { [-(2**64) + 1].pack("Q") }
t { ["1"].pack("C") }
t { [nil].pack("C") }
t { [true].pack("C") }
t { [1.0 / 0].pack("C") }
t { [-1.0 / 0].pack("C") }
t { [0.0 / 0].pack("N") }
t { [1e30].pack("N") }
t { [2**65].pack("c") }
t { [0, 1, 127, 128, 16383, 16384, 2**64].pack("w*") }
t { [-1].pack("w") }
t { [1.9].pack("w") }
t { [1e20].pack("w") }
t { [1.0 / 0].pack("w") }
t { ["1"].pack("w") }
t { [nil].pack("w") }
t { [0x20AC, 65].pack("U*") }
t { [-1].pack("U") }
t { [2**31].pack("U") }
t { [1e20].pack("U") }
t { [nil].pack("U") }
t { ["a"].pack("U") }
t { [1.5].pack("U") }
