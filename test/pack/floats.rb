# float directives e E f F d D g G
def t; r = yield; p r; rescue Exception => e; puts "#{e.class}: #{e.message}"; end
t { [1.5].pack("e") + [1.5].pack("g") }
t { [1.5].pack("E") }
t { [1.5].pack("G") }
t { [1.5].pack("f") + [1.5].pack("F") }
t { [1.5].pack("d") == [1.5].pack("D") }
t { [1].pack("e") }
t { ["1.5"].pack("e") }
t { [nil].pack("e") }
t { [2**70].pack("G") }
t { [1e300].pack("g") }
t { [1.5, 2.5].pack("e*") }
t { "abc".unpack("e") }
t { "abcd".unpack("e*") }
t { "abcdefgh".unpack("G2") }
t { [1.5].pack("E").unpack("E") }
