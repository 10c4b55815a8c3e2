# counts: '*' takes the rest of the items in pack, the rest of the bytes in
# unpack; x X @ move (a bare @ is @1 in pack, @0 in unpack)
def t; r = yield; p r; rescue Exception => e; puts "#{e.class}: #{e.message}"; end
t { [1, 2, 3].pack("C*") }
t { [1, 2, 3].pack("C2") }
t { [1, 2].pack("C*C") }
t { [1, 2].pack("C*x") }
t { [1, 2].pack("C-1C") }
t { [].pack("C") }
t { [].pack("x3") }
t { [].pack("x*") }
t { ["ab"].pack("a*X") }
t { ["ab"].pack("a*X3") }
t { ["ab"].pack("a*X*") }
t { ["ab"].pack("a*@5") }
t { ["abcdef"].pack("a*@2") }
t { ["ab"].pack("a*@") }
t { ["ab"].pack("a*@*") }
t { [1, 2].pack("@") }
t { "abc".unpack("@") }
t { "abc".unpack("@a") }
t { "abc".unpack("@*a") }
t { "abc".unpack("@4") }
t { "abc".unpack("x*a") }
t { "abc".unpack("x4") }
t { "abc".unpack("aX*a") }
t { "abc".unpack("x*X2a") }
t { "abc".unpack("aX2") }
t { "abc".unpack("C*C") }
t { "abc".unpack("s*") }
t { "abc".unpack("s3") }
t { "abc".unpack("aaaa") }
t { "abc".unpack("a-1") }
