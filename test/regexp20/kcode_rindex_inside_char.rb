# under a multibyte $KCODE, rindex from a position inside a character tries
# it only for the empty regexp and one that names that byte (outside a
# class); else it starts at the character's head.  A forward search steps
# by characters: a character cut short hides the bytes it claims, unless
# the regexp starts with a byte to find
require "helper"
[["u", "\xe3\x81\x82", "\xe3\x81"], ["e", "\xa4\xa2", "\xa4"], ["s", "\x82\xa0", "\x82"]].each do |k, f, c|
  $KCODE = k
  s = "a" + f + "b"
  b = "\\x%02x" % f[1]
  show("rindex #{k}") do
    [s.rindex(/./, 2), s.rindex(/a?/, 2), s.rindex(//, 2), s.rindex(/(?:)/, 2), s.rindex(/[^a]/, 2),
     s.rindex(/b*/, 2), s.rindex(Regexp.new(b), 2), s.rindex(Regexp.new("(#{b})"), 2), s.rindex(/\w/, 2),
     s.rindex(/[\x80-\xff]/, 2), (f + "a").rindex(/./, 1), c.rindex(/$/, c.size - 1)]
  end
  show("forward #{k}") do
    [(c + f) =~ Regexp.new(f), (c + "a") =~ /a/, (c + "ab") =~ /b/, (c + "ab") =~ /a|b/, (c + "ab") =~ /[ab]/,
     (c + "ab") =~ /./, (c + "ab") =~ /(b)/, (c + f).index(Regexp.new("(#{f})"))]
  end
end
# UTF-8 tries a lead byte, EUC an ASCII byte, even after a cut character
show("after cut") do
  $KCODE = "u"; u = ["a\xe3a\xe3\x81\x82b".rindex(/c*/, 2), "a\xe3\xe3\x81\x82".rindex(/./, 2), "a\xe3\x81a".rindex(/c*/, 3)]
  $KCODE = "e"; e = ["a\xa4a\xa4\xa2b".rindex(/c*/, 2), "\xa4\xa2\xa4\xa2\xa4".rindex(/c*/, 3), "a\xa4\xa4\xa2".rindex(/./, 2)]
  $KCODE = "s"; s = ["a\x82a\x82\xa0b".rindex(/c*/, 2), "a\x82\x82\xa0".rindex(/./, 2), "a\x82\x40b".rindex(/c*/, 2)]
  [u, e, s]
end
