# Array#pack / String#unpack: every directive with no count, 0, 3, '*' and
# a huge count; integer runs across 64 bytes (the integer buffer), base64
# and uuencode of many lines (the output reserved per line), bad input
require "helper"
ints = [1, -2, 255, 65535, 70000, -1, 2**31, 2**32 - 1, 2**40 + 5]
%w(c C s S i I l L q Q n N v V s_ S! i_ l! L_).each do |t|
  ["", "0", "3", "*"].each do |c|
    show("#{t}#{c}") { s = ints.pack(t + c); [s.size, s.unpack("C*").inject(0) { |a, b| a * 7 + b } % 1000003, s.unpack(t + c)] }
  end
end
show("mixed") { [1, 2, 3, 65535, 70000, -1].pack("CsLNnV").unpack("CsLNnV") }
show("run>64") { s = (1..40).to_a.pack("N*") + "x"; [s.size, s.unpack("N*").size, s[-9..-1]] }
show("ints+str") { [1, "ab", 2, 3, "cd", 4].pack("na3NvA4C").unpack("na3NvA4C") }
show("ints then X") { [1, 2, 3].pack("NNX2C").unpack("C*") }
show("ints then @") { [1, 2].pack("N@2n").unpack("C*") }
%w(a A Z).each do |t|
  ["", "0", "3", "*", "10"].each { |c| show("#{t}#{c}") { s = ["ab\0c"].pack(t + c); [s, s.unpack(t + c)] } }
end
%w(b B h H).each do |t|
  ["", "0", "3", "*"].each { |c| show("#{t}#{c}") { s = ["1011001"].pack(t + c); [s, s.unpack(t + c)] } }
end
["", "0", "1", "2", "3", "4", "10", "45", "46", "60", "*"].each do |c|
  show("m#{c}") { s = ["hello world, all of it " * 5].pack("m#{c}"); [s, s.unpack("m")] }
  show("u#{c}") { s = ["hello world, all of it " * 5].pack("u#{c}"); [s, s.unpack("u")] }
end
(0..7).each { |k| show("m len #{k}") { ["abcdefg"[0, k]].pack("m") } }
show("m big") { s = [(0..255).map { |i| i.chr }.join * 400].pack("m"); [s.size, s.count("\n"), s[0, 20], s[-20..-1], s.unpack("m")[0].size] }
show("u big") { s = [(0..255).map { |i| i.chr }.join * 400].pack("u"); [s.size, s.count("\n"), s[0, 20], s[-20..-1], s.unpack("u")[0].size] }
show("m nil") { [nil].pack("m") }
show("m int") { [1].pack("m") }
%w(e E g G f d).each { |t| show(t) { s = [1.5, -2.25].pack(t + "2"); [s.unpack("C*"), s.unpack(t + "*")] } }
show("U") { [65, 0x263a, 0x10000].pack("U*").unpack("U*") }
show("w") { [1, 300, 2**70].pack("w*").unpack("w*") }
show("x") { [1].pack("Cx3C") rescue $! }
show("C huge") { [1].pack("C4294967297") }
show("C99999999999999999999") { [1].pack("C99999999999999999999") }
show("unpack C huge") { "ab".unpack("C1000") .size }
show("too few") { [1, 2].pack("C3") }
show("too few N*") { [].pack("N") }
show("bad type") { ["x"].pack("N") }
show("bad float") { [nil].pack("E") }
show("bignum range") { [2**64].pack("Q") }
show("neg count") { [1].pack("x-1") }
show("mod") { [1].pack("C_") }
show("pct") { [1].pack("%") }
show("comment") { [1, 2].pack("C # one\nC") }
show("spaces") { [1, 2].pack(" C \t C ") }
show("digits2") { [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].pack("C12").unpack("C10C2") }
show("taint") { s = ["a"].pack("m"); [s.tainted?, ["a".taint].pack("m").tainted?, ["a"].pack("m".taint).tainted?] }
show("H/B wrapped counts") { [["1"].pack("H99999999999999999999"), ["1"].pack("B99999999999999999999"), ["10"].pack("b18446744073709551615"), ["ab"].pack("h18446744073709551614")] }
show("H/h/B/b long") { s = (0...3000).map { |i| "0123456789abcdefABCDEFxz"[i % 24, 1] }.join; b = (0...3001).map { |i| (i * 7 % 3).to_s }.join; [["H*", s], ["h*", s], ["H2999", s], ["B*", b], ["b*", b], ["B9", b], ["b5000", b]].map { |f, v| r = [v].pack(f); [r.size, r.unpack("C*").inject(0) { |a, c| (a * 31 + c) % 1000003 }] } }
show("H then ints") { ["a1b2", 7, "101"].pack("H*nB*").unpack("C*") }
show("m junk") { ["YW\nJj\tZA=\n=", "!!YWJj", "YWJ", "Y", "YW=x", "====", "\xff\xfeYQ=="].map { |t| t.unpack("m") } }
show("m long") { s = [(0..255).map { |i| i.chr }.join * 100].pack("m"); s.unpack("m")[0].size }
