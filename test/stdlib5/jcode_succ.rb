# jcode's succ on a string ending in a multibyte character (EUC, SJIS, UTF-8):
# the last byte steps by one, a wrap carries into the byte before, until
# end_regexp matches again (for UTF-8 its "$" binds only to the 3-byte
# alternative, so [ef bf bf] becomes [ef c0 80]); end_regexp's text
require 'jcode'
cases = {
 'u' => ["\xef\xbf\xbf", "\xdf\xbf", "\xe3\x81\x82", "\xe3\x81\xbf", "\xe3\xbf\xbf", "a\xdf\xbf", "\xc3\xbf", "\xc2\x80", "x\xe0\x80\xbf", "\xef\xbf\xbe"],
 'e' => ["\xa4\xa2", "\xa4\xfe", "\xfe\xfe", "\xa1\xfe", "a\xfe\xfe", "\xb0\xa1"],
 's' => ["\x82\xa0", "\x82\xfc", "\x9f\xfc", "\xef\xfc", "\x82\x7e", "\x81\x40", "a\xef\xfc"],
}
cases.each do |k, strs|
  $KCODE = k
  strs.each { |s| r = s.succ; p [k, s.unpack("C*"), r.unpack("C*")] }
end
p "ab".end_regexp, "x".end_regexp.source
$KCODE = "e"; p "ab".end_regexp
$KCODE = "s"; p "ab".end_regexp
$KCODE = "n"; p "ab".end_regexp, "az".succ
$KCODE = "u"; s = "\xe3\x81\x82".freeze; p((s.succ! rescue $!)); p "\xe3\x81\x82z".succ, "z\xe3\x81\x82".succ
