# jcode: tr_s squeezes a run of one same source character (not of one same
# replacement); jlength counts a cut-off or stray byte as a character;
# jcount is the length left after deleting what is not in the spec; specs
# that make a bad regexp raise its RegexpError; squeeze takes one spec
require 'jcode'
def t; p yield; rescue Exception; p [$!.class, $!.message]; end
t { "aabbc".tr_s("a-c", "x") }
t { "aabbc".tr_s("a-c", "xy") }
t { "abab".tr_s("ab", "xx") }
t { "hello".tr_s("el", "*") }
t { "aaxbbc".tr_s("^x", "yz") }
t { "aaxbbc".tr_s!("ab", "x") }
t { "aaxbbc".tr_s!("z", "x") }
t { "aaxbbc".tr_s("ab", "") }
$KCODE = 'u'
t { "日本本語語".tr_s("本語", "x") }
t { "日本本語語".tr_s("本語", "xy") }
t { ["a\xe6b", "a\xe6", "\xe6", "\xe6\x97", "\xe6b", "ab\xe6", "\xe6abc", "日本"].map { |s| s.jlength } }
t { ["hello".jcount("lo"), "hello".jcount("a-k"), "hello".jcount("^lo"), "日本語".jcount("本")] }
$KCODE = 'e'
t { "\244\352\244\352\244\363\244\264\244\362".tr_s("\244\241-\244\363", "*") }
t { "abc".tr_s("a-c", "\244\241") }
t { ["\xa1", "\xa1\xa1\xa1", "\xa1a"].map { |s| s.jlength } }
$KCODE = 'n'
t { "abc".delete("b-a") }
t { "abc".tr("c-a", "x") }
t { "abc".tr_s("c-a", "x") }
t { "abc".squeeze("c-a") }
t { "abc".tr("c-a", "") }
t { "x".delete("]z-a") }
t { "x".delete("\\\\z-a") }
t { "x".tr("[z-a", "y") }
t { "x".squeeze("\\z-a") }
t { "abc".squeeze("a", "b") }
t { ["aabc".squeeze(nil), "aabc".squeeze(""), "aabbc".squeeze("a-b"), "a]b".delete("]"), "abc".delete!(""), "abc".tr!("", "a")] }
