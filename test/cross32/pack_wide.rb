# pack/unpack of 64-bit quads (Q q) and BER-compressed integers (w) past
# 32 bits: the same bytes on 32- and 64-bit builds (a 32-bit build once
# packed only the low 32 bits of a Bignum and shifted a long by 56).
require "helper"

[0, 1, -1, 2**31, -(2**31), 2**32, 2**32 + 5, -(2**32) - 5, 2**40 + 2**33 + 7,
 -(2**40), 2**62, -(2**62), 2**63 - 1, -(2**63), 2**63, 2**64 - 1].each do |n|
  show("Qq #{n}") { s = [n, n, n].pack("QqN"); [s.unpack("H*")[0], s.unpack("Qq")] }
end
show("Q big-endian via reverse") { [2**40 + 1].pack("Q").reverse.unpack("H*") }
show("Q too big") { [2**64].pack("Q") }
show("q too small") { [-(2**64)].pack("q") }
show("Q float") { [2.0**40].pack("Q").unpack("Q") }
show("Q star") { [1, 2**33, 2**63].pack("Q*").unpack("Q*") }
[0, 127, 128, 2**31 - 1, 2**31, 2**32 - 1, 2**32, 2**35 + 3, 2**49, 2**56 - 1,
 2**56, 2**57, 2**63, 2**64, 2**100 + 1].each do |n|
  show("w #{n}") { s = [n].pack("w"); [s.unpack("H*")[0], s.unpack("w")[0] == n] }
end
show("w several") { [1, 2**40, 3, 2**70].pack("w*").unpack("w*") }
show("w negative") { [-(2**40)].pack("w") }
show("w unpack 9 bytes") { ("\xff" * 8 + "\x7f").unpack("w") }
show("w unpack 10 bytes") { ("\x81" + "\x80" * 8 + "\x00").unpack("w") }
show("w unterminated") { "\x81\x80".unpack("w") }
show("native l! L! agree") { [1].pack("L!").size == [1].pack("l!").size }
