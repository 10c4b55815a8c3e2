# String#split with a one-byte String: under $KCODE a lead byte alone is a cut character, refused as the regexp 1.8.7 makes of it; $= folds case
def t(s, *a); r = begin; s.split(*a); rescue Exception; $!; end; p r; end
t("aXbxc", "x")
$= = true
t("aXbxc", "x")
t("aXbxc", "X", 2)
$= = false
$KCODE = "u"
t("a\xe6b", "\xe6")
t("日本語", "\xe6")
t("日本語", "\x97")
t("日本語", "\xa5")
t("日本語", "本")
t("a\xffb", "\xff")
$KCODE = "n"
t("日本語", "\x97")
t("a\xe6b", "\xe6")
