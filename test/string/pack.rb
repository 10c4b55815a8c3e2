# Array#pack / String#unpack round trips
p [1, 2, 3].pack("C*"), [65, 66].pack("c2"), [1].pack("n"), [1].pack("V")
p "AB".unpack("C*"), "\xff\xfe".unpack("c*"), "\x00\x01".unpack("n"), "\x01\x00\x00\x00".unpack("V")
p ["abc"].pack("a5"), ["abc"].pack("A5"), ["abc"].pack("Z*"), ["abc", "de"].pack("a2a2")
p "abc  \0".unpack("A*"), "abc\0def".unpack("Z*a*"), "abcdef".unpack("a2a*")
p ["hello"].pack("m").unpack("m"), ["hi"].pack("u").unpack("u")
p [1.5].pack("e").unpack("e"), [2.25].pack("G").unpack("G"), [0.5].pack("d").unpack("d")
p ["616263"].pack("H*"), "abc".unpack("H*"), "abc".unpack("B8")
p [0x263a].pack("U"), "\xe2\x98\xba".unpack("U*"), [300].pack("w").unpack("w")
p [1, 2].pack("s_s"), [-1].pack("q").unpack("Q"), [1, 2].pack("xCX2C")
p "\x01\x02\x03\x04\x05\x06\x07\x08".unpack("N2"), "\x01\x02\x03".unpack("CCCC")
p ["a", "b"].pack("A3A3"), ["=\t"].pack("M"), "=3D".unpack("M")
begin
  [1, 2].pack("CCC")
rescue ArgumentError => e
  puts "ArgumentError: #{e.message}"
end
