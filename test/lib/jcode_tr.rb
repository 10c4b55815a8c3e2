# jcode with $KCODE = 'u': multibyte-aware tr, delete, squeeze, chop,
# succ, and jcount of character ranges.
$KCODE = 'u'
require 'jcode'
s = "a\xc3\xa9b\xc3\xa9"
p s.tr("\xc3\xa9", "e")
p s.delete("\xc3\xa9")
p "\xc3\xa9\xc3\xa9\xc3\xa9x".squeeze
p s.chop
p s.jcount("a-z")
p "abc".tr("a-c", "A-C")
p "hello".tr("^l", "*")
p "hello".tr_s("l", "r")
p "aaabbb".squeeze("a")
p "hello".delete("l", "lo")
p "az".succ
