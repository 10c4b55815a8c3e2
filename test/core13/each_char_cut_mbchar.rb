# String#each_char (and chars) under a multibyte $KCODE: a character cut
# short by the end of the string is yielded as one piece, what is left of
# it, as 1.8.7 does; whole characters and single bytes are unchanged.
def chars(s)
  r = []
  s.each_char { |c| r << c }
  r
end

$KCODE = "u"
["\xe3\x81", "a\xe3\x81", "\xe3\x81a", "\xe3\x81ab", "\xf0\x9f", "\xff\xfe",
 "\xc3", "h\xc3\xa9llo", "\xe6\x97\xa5\xe6\x9c"].each do |s|
  p [s, chars(s), s.chars.to_a.size]
end
$KCODE = "e"
["\xa4", "a\xa4", "\xa4ab", "\xa4\xa2b"].each { |s| p [s, chars(s)] }
$KCODE = "s"
["\x82", "a\x82", "\x82ab", "\x82\xa0c"].each { |s| p [s, chars(s)] }
$KCODE = "n"
p chars("\xe3\x81")
