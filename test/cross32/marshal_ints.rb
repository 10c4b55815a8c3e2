# Marshal of Integers around the 31-bit Fixnum and 32-bit long boundaries:
# the bytes are the same on 32- and 64-bit builds (a 32-bit build once
# refused every Integer: "long too big to dump"), and 4-byte 'i' records
# up to 2**31-1 load as their value even where that is a Bignum.
require "helper"

[0, 1, 122, 123, -123, -124, 255, 256, -256, -257, 65535, 65536, -65537,
 2**24, -(2**24) - 1, 2**30 - 1, -(2**30), 2**30, -(2**30) - 1, 2**31 - 1,
 -(2**31), 2**31, 2**32, -(2**32), 2**62 - 1, -(2**62), 2**64, -(2**70)].each do |n|
  show("dump #{n}") { s = Marshal.dump(n); [s.unpack("H*")[0], Marshal.load(s) == n] }
end
show("array of ints") { Marshal.load(Marshal.dump([1, -1, 2**29, [2**31]])) }
show("hash of ints") { Marshal.load(Marshal.dump({1 => 2**40, -5 => 300})).sort }
show("float") { Marshal.load(Marshal.dump([1.5, -0.25, 1e100])) }
show("struct") { S = Struct.new(:a, :b); Marshal.load(Marshal.dump(S.new(7, 2**33))).to_a }
show("symbol links") { Marshal.load(Marshal.dump([:a, :a, "x" * 300])).map { |x| x.to_s.size } }
# hand-written records: 'i' with a count of 1..4 bytes, little-endian (the
# last two are never written, but mean the same number on every build)
["\x04\x08i\x04\xff\xff\xff\x7f", "\x04\x08i\x04\x00\x00\x00\x40",
 "\x04\x08i\xfc\x00\x00\x00\x80", "\x04\x08i\xfc\xff\xff\xff\xbf",
 "\x04\x08i\x03\xff\xff\xff", "\x04\x08i\xfd\x00\x00\x80",
 "\x04\x08i\x02\x00\x01", "\x04\x08i\xfe\xff\xfe",
 "\x04\x08i\x04\xff\xff\xff\xff", "\x04\x08i\xfc\x00\x00\x00\x00"].each do |s|
  show("load #{s.unpack('H*')[0]}") { Marshal.load(s) }
end
# a Bignum whose word count doubled overflows a 32-bit long
show("huge bignum length") { Marshal.load("\x04\x08l+\x04\xff\xff\xff\x7f") }
show("huge array length") { Marshal.load("\x04\x08[\x04\xff\xff\xff\x7f") }
