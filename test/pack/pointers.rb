# p and P: unpack gives back the packed String itself (P with a shorter
# length a tainted copy); packing taints the pointed-to string
def t; r = yield; p r; rescue Exception => e; puts "#{e.class}: #{e.message}"; end
s = "abc"
t { [nil].pack("p").size }
t { [1].pack("p") }
t { x = [s].pack("P"); [s.tainted?, x.tainted?] }
t { [s].pack("p").unpack("p")[0].equal?(s) }
t { [s].pack("P").unpack("P3")[0].equal?(s) }
t { r = [s].pack("P").unpack("P2")[0]; [r, r.tainted?] }
t { [s].pack("P").unpack("P100") }
t { [s].pack("P").unpack("P*") }
t { ["abcdefghijk"].pack("P").unpack("P*") }
t { [s, "de"].pack("p*").unpack("p*") }
t { [s, "de"].pack("p0") }
t { [s].pack("p2") }
t { [s, "d"].pack("p2").size }
t { [s, "d"].pack("P*").size }
t { ["a\0b"].pack("p").unpack("p") }
t { [nil].pack("P").unpack("P5") }
t { "\0\0\0\0\0\0\0\0".unpack("p") }
t { "\1\0\0\0\0\0\0\0".unpack("p") }
