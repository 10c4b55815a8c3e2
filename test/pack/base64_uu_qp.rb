# m (base64), u (uuencode), M (quoted-printable) both ways
def t; r = yield; p r; rescue Exception => e; puts "#{e.class}: #{e.message}"; end
t { ["abc"].pack("m") }
t { ["abc" * 30].pack("m") }
t { ["abc" * 30].pack("m0") }
t { ["abc" * 30].pack("m4") }
t { ["ab"].pack("m*") }
t { ["abc" * 30].pack("u7") }
t { ["ab"].pack("u*") }
t { [""].pack("u") + [""].pack("m") }
t { ["abc=\xff\n \t\nx"].pack("M") }
t { ["a" * 100].pack("M") }
t { [123].pack("M") }
t { [nil].pack("M") }
t { [nil].pack("m") }
t { [1].pack("u") }
t { "YWJj\nYWJj".unpack("m") }
t { "YQ=".unpack("m") }
t { "YQ".unpack("m") }
t { "YWI=YWI=".unpack("m") }
t { "!!YW Jj".unpack("m") }
t { "=41=42=\n=4".unpack("M") }
t { "a=\r\nb".unpack("M") }
t { "a=zz".unpack("M") }
t { "#86)C".unpack("u") }
t { "%86)C\n".unpack("u") }
t { %w(m M u).map { |d| "YWJj".taint.unpack(d).first.tainted? } }
