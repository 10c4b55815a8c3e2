# String#tr in place and #reverse over long strings and every byte value
s = (0..255).map { |i| i.chr }.join * 3
p s.tr("a-z", "A-Z").count("A-Z"), s.tr("^a-z", "-").count("-"), s.reverse[0, 3].unpack("C*")
p "hello".tr("el", "ip"), "hello".tr("^l", "*"), "aabbcc".tr_s("ab", "xy"), "abc".tr("x", "y")
t = "mississippi"; p t.tr!("z", "q"), t.tr!("s", "z"), t, t.reverse, t.reverse!
u = "ACGT" * 1000; r = u.reverse.tr("ACGT", "TGCA"); p r.size, r[0, 8], u.equal?(r)
p "x".reverse, "".tr("a", "b"), "ab\0cd".tr("\0", "0")
