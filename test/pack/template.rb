# template parsing: % is an error, unknown directives are skipped, comments,
# whitespace and NULs are ignored, _ and ! only after sSiIlL
def t; r = yield; p r; rescue Exception => e; puts "#{e.class}: #{e.message}"; end
t { [1].pack("%") }
t { "a".unpack("%") }
t { [1].pack("C%") }
t { [1].pack("C\n#%\nC") }
t { [1].pack("y") }
t { "a".unpack("y") }
t { [1, 2].pack("C C # comment\n C") }
t { [1, 2].pack(" C\tC ") }
t { [1, 2].pack("C\0C") }
t { [1, 2].pack("C#C") }
t { [1].pack("s_") }
t { [1].pack("s!_") }
t { [1].pack("q_") }
t { [1].pack("x_") }
t { [1].pack("a!") }
t { [1].pack(1) }
t { [1].pack(nil) }
t { "abc".unpack(nil) }
t { [1].pack("C", 2) }
t { [1].pack("C1000000000000000000000000") }
t { [1].pack("C99999999999") }
