# jcode: String::PATTERN_*/RE_* as 1.8.7's (mbchar? and succ's last-character
# test use them), helpers private; the SUCC table and pattern caches are left
require 'fixtures/apilist'
require 'jcode'
p String.public_instance_methods(false).grep(/^j|mbchar|end_regexp/).sort
p String.constants.grep(/^(PATTERN|RE)_/).sort
%w(n e s u).each do |k|
  $KCODE = k
  s = k == 'u' ? "a\xe3\x81\x82b\xf0\x9f\x98\x80" : (k == 's' ? "a\x82\xa0b" : "a\xa4\xa2b")
  p [k, s.mbchar?, s.jlength, s.jsize, s.each_char.to_a, s.jcount("a-z"), s.tr("a-z", "A-Z"), s.delete("a"), s.squeeze, s.succ, "\xa4\xa2".mbchar?]
end
$KCODE = 'n'
p String::RE_UTF8, String::PATTERN_EUC, String::RE_SJIS.source.size
p "aabbcc".jcount("a-b"), "hello".tr_s("l", "r"), "aabb".squeeze!("x"), ("x".tr(1, 2) rescue $!.class)

# delete/delete! take one spec, as 1.8.7's jcode
%w(n e u).each do |k|
  $KCODE = k
  s = k == 'u' ? "ab\xe3\x81\x82c\xe3\x81\x84" : "ab\xa4\xa2c\xa4\xa4"
  t = k == 'u' ? "\xe3\x81\x82" : "\xa4\xa2"
  p [k, s.delete("a-b"), s.delete(t), s.delete("^a"), s.delete("^#{t}"), s.dup.delete!("z"), s.dup.delete!("c"), s.delete("")]
end
p(("abc".delete("a", "b") rescue $!), ("abc".delete rescue $!), ("abc".delete(1) rescue $!.class), ("a-b".delete("-")), "a\\b".delete("\\\\"), "a]b".delete("]"))
s = "x".freeze; p((s.delete!("y") rescue $!), (s.delete!("x") rescue $!))
