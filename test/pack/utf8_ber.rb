# U and w in unpack: malformed input
def t; r = yield; p r; rescue Exception => e; puts "#{e.class}: #{e.message}"; end
t { "\xe2\x82\xac\xff".unpack("U*") }
t { "\xe2\x82".unpack("U*") }
t { "\xc0\x80".unpack("U") }
t { "\x80".unpack("U") }
t { "\xfd\xbf\xbf\xbf\xbf\xbf".unpack("U") }
t { "abc".unpack("U2") }
t { "\x81\x01\xff".unpack("w*") }
t { "\xff".unpack("w") }
t { "\x81\x81\x81\x81\x81\x81\x81\x81\x81\x81\x01".unpack("w") }
t { [2**100].pack("w").unpack("w") }
