# tr/tr_s/count/delete/squeeze character lists: ranges (a-a lists a twice for tr), ^, escapes
specs = ["a-c", "^a-c", "^", "-", "a-", "-a", "a-a", "c-a", "\\-", "\\^a", "a\\-c", "\\", "a\\", "^^", "a^", "", "--", "a-c-e", "\\n", "\\t", "\\\\", "a-z", "\x00-\x7f", "^\x00-\x7f", "\xff", "\x80-\xff", "b-a", "^b-a", "a-b-c"]
str = "hello-world ^abc\\ \n\x00\xff\x80"
specs.each do |sp|
  r = [(str.count(sp) rescue $!.class), (str.delete(sp) rescue $!.class), (str.squeeze(sp) rescue $!.class)]
  r2 = ["xyz", "", "x-z", "^", "\\-", "a-", "-"].map { |rep| (str.tr(sp, rep) rescue $!.class) }
  r3 = ["xyz", "", "x-z"].map { |rep| (str.tr_s(sp, rep) rescue $!.class) }
  p [sp, r, r2, r3]
end
p str.count("a-z", "^l"), str.delete("a-z", "^l"), str.squeeze("a-z", "l"), str.count("lo", "o", "^o")
p "aabbcc".squeeze("a-b"), "aaa".squeeze("^a"), "hello".tr("el", "ip"), "hello".tr("a-y", "b-z"), "hello".tr("^l", "*"), "hello".tr("lo", "x")
p "hello".tr_s("l", "r"), "hello".tr_s("el", "*"), "aabbcc".tr_s("a-c", "x"), "hello".tr("", "x"), "hello".tr("l", "")
$KCODE = "u"
p "h\xc3\xa9llo".tr("\xc3\xa9", "e"), "h\xc3\xa9llo".count("\xc3\xa9"), "h\xc3\xa9llo".delete("\xc3\xa9"), "\xc3\xa9\xc3\xa9".squeeze
p "h\xc3\xa9llo".tr("a-\xc3\xa9", "*"), "h\xc3\xa9llo".tr("^l", "*")
p "abc".tr("b-b", "xyz"), "abc".tr("a-ab", "xyz"), "abc".tr("ab-b", "xyz"), "abc".tr("abc", "x-xz"), "abc".tr("a-ab-b", "wxyz"), "abc".tr_s("a-a", "xy")
