# bm_pack_unpack.rb - Array#pack / String#unpack of integers, strings, network order, base64
a = [1, 2, 3, 65535, 70000, -1]
n = 0
150_000.times do |i|
  s = a.pack("CsLNnV")
  n += s.unpack("CsLNnV").size
  n += [i, "abc", 3.5].pack("Na4E").size
  n += ["hello world"].pack("m").unpack("m")[0].size
  n += "\001\002\003\004".unpack("C*").size
end
p n
