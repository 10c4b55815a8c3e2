# jcode: multibyte-aware String methods under KCODE u and e
$KCODE = 'u'
require 'jcode'
s = "a\xe3\x81\x82b\xe3\x81\x84"
p s.jlength, s.jsize, s.mbchar?, "abc".mbchar?, s.each_char.to_a rescue p $!
a = []; s.each_char { |c| a << c }; p a
p s.chop, s.jcount("a"), s.tr("a-z", "A-Z"), s.tr_s("ab", "x"), s.delete("a"), s.squeeze, "aabb".squeeze("a"), s.succ, s.reverse rescue p $!
p "\xe3\x81\x82\xe3\x81\x84".tr("\xe3\x81\x82", "x"), "\xe3\x81\x82\xe3\x81\x82".squeeze, "\xe3\x81\x82\xe3\x81\x84".delete("\xe3\x81\x84"), "\xe3\x81\x82".succ
t = s.dup; p t.chop!, t.tr!("a", "A"), t.delete!("z"), t.squeeze!, t.tr_s!("A", "Q"), t
p $KCODE, String.public_instance_methods(false).grep(/^(jlength|jsize|jcount|mbchar\?|each_char|_expand_ch|_regex_quote|original_succ|original_succ!|end_regexp)$/).sort
$KCODE = 'e'
e = "a\xa4\xa2b"
p e.jlength, e.chop, e.reverse, e.tr("\xa4\xa2", "X")
$KCODE = 'n'
p e.jlength rescue p $!
