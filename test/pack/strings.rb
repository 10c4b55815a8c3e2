# a A Z b B h H: padding, '*', nil packs as "", taint
def t; r = yield; p r; rescue Exception => e; puts "#{e.class}: #{e.message}"; end
t { [].pack("a") }
t { [nil].pack("a") }
t { [nil].pack("A3") }
t { [1].pack("a") }
t { ["abc"].pack("a") }
t { ["abc"].pack("a5") + ["abc"].pack("A5") + ["abc"].pack("Z5") }
t { ["abc"].pack("Z*") }
t { ["abc"].pack("Z2") }
t { ["abc", "de"].pack("a2a*") }
t { ["1011"].pack("b*") + ["1011"].pack("B*") }
t { ["1011"].pack("B16") }
t { ["1011"].pack("b3") }
t { ["abc"].pack("h*") + ["abc"].pack("H*") }
t { ["1f"].pack("H3") }
t { ["1f"].pack("H8") }
t { ["xyzXYZ"].pack("H*") }
t { [nil].pack("b") }
t { [nil].pack("H") }
t { [1].pack("b") }
t { "ab\0c".unpack("Z*a") }
t { "ab\0c".unpack("Z3a") }
t { "ab  \0 ".unpack("A*") }
t { "ab \0c".unpack("A3a") }
t { "abc".unpack("b5") }
t { "abc".unpack("B100") }
t { "abc".unpack("h*") }
t { "abc".unpack("H3") }
t { ["a".taint].pack("a").tainted? }
t { [1].pack("C".taint).tainted? }
t { %w(a A Z b h).map { |d| "abc".taint.unpack(d).first.tainted? } }
