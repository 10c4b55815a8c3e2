# String#tr: a replacement list that runs out is filled with the last
# character 1.8.7's list walker held: the start of a reversed range ("c-a"
# lists nothing), one past a one-character range ("a-a")
p "abc".tr("a-c", "c-a"), "abc".tr("abc", "c-a"), "abc".tr("abc", "c-ax")
p "abc".tr("abc", "xc-a"), "abcd".tr("abcd", "xc-ay"), "abc".tr("abc", "b-a")
p "abc".tr("abc", "a-a"), "abc".tr("b-a", "x"), "abc".tr("b-ac", "x")
p "abc".tr_s("abc", "c-a"), "abc".tr("^a", "c-a"), "abc".tr("^a", "a-a")
p "hello".tr("el", "ip"), "hello".tr("a-y", "b-z"), "hello".tr("^l", "*")
s = "abc"; p [s.tr!("abc", "b-a"), s]
