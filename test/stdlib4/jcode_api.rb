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
