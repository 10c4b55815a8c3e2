# under a multibyte $KCODE, a class of bytes from 0x80 ("[\x80-\xff]", in a
# pattern with nothing that looks at characters) tests the byte where it
# stands, also inside a character, and takes that byte alone; the search
# steps from character head to character head
require "helper"
[["u", "\xc3\xa9", "\xe3\x81\x82"], ["e", "\xa4\xa2", "\xb0\xa1"], ["s", "\x88\xa2", "\x82\xa0"]].each do |k, c1, c2|
  $KCODE = k
  puts "-- #{$KCODE}"
  show("detect") { ("a" + c1) =~ /[\x80-\xff]/ }
  show("scan") { (c1 + "a" + c2).scan(/[\x80-\xff]/).size }
  show("whole") { c1 =~ /\A[\x80-\xff]+\z/ }
  show("one byte") { c1 =~ /\A[\x80-\xff]\z/ }
  show("gsub") { ("x" + c1 + "y").gsub(/[\x80-\xff]/, "?") }
  show("with ascii") { ("a" + c1 + "b").scan(/[a\x80-\xff]/).size }
  show("octal") { c1 =~ /[\200-\377]/ }
  show("split") { ("a" + c1 + "b").split(/[\x80-\xff]+/) }
  show("index in char") { c1.index(/[\x80-\xff]/, 1) }
  show("index plain in char") { (c1 + "a").index(/a|b/, 1) }
  show("rindex") { (c1 + "a").rindex(/[\x80-\xff]/) }
  show("dot stays") { (c1 + "a").scan(/./).size }
  show("negated stays") { (c1 + "a").scan(/[^a]/).size }
end
