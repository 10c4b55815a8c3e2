# integer sizes, byte orders and signedness both ways
def t; r = yield; p r; rescue Exception => e; puts "#{e.class}: #{e.message}"; end
t { [1, 2, 3].pack("s*") }
t { [1, 2, 3].pack("S_*") }
t { [1, 2, 3].pack("l!*") }
t { [1].pack("i") }
t { [1].pack("I!") }
t { [65537].pack("n") }
t { [1].pack("N") + [1].pack("v") + [1].pack("V") }
t { [-1].pack("L") }
t { [2**32 + 1].pack("l") }
t { [-129].pack("c") }
t { "abcd".unpack("n*") }
t { "abcd".unpack("V") }
t { "abcd".unpack("N2") }
t { "\xff\xff\xff\xff\xff\xff\xff\xff".unpack("q") }
t { "\xff\xff\xff\xff\xff\xff\xff\xff".unpack("Q") }
t { "\xff\xff\xff\xff\xff\xff\xff\xff".unpack("l_") }
t { "\xff\xff\xff\xff\xff\xff\xff\xff".unpack("L!") }
t { "\xff\xff\xff\xff\xff\xff\xff\xff".unpack("S!") }
t { "\xff\xff".unpack("c*") }
