# scanf: String#block_scanf public, FormatString::SPECIFIERS/REGEX,
# FormatSpecifier#letter as in 1.8.7 (FormatSpecifier's mid_match?, to_re, spec texts with their leading space
# and the exact re_string texts are left)
require 'fixtures/apilist'
api_listing('scanf', /^(String|Kernel|Scanf::FormatString)$/)
p Scanf::FormatString::SPECIFIERS, Scanf::FormatString::REGEX.class
%w(%5d %[a-c] %*3c %s %x abc).each do |f|
  s = Scanf::FormatSpecifier.new(f)
  p [f, s.letter, s.width]
end
p "1 2 3".block_scanf("%d") { |x| x }, "ab".scanf("%c"), "12 ab%x".scanf("%d %s%%x"), "5 7".scanf("%*d %d")
p "3.5 x".scanf("%f %s"), "ff 17".scanf("%x %o"), "abc def".scanf("%[a-c] %s"), "".scanf("%d"), "x".scanf("%d")
p "1 2".scanf(3), ("1".block_scanf(3) { } rescue $!.class)

# FormatSpecifier#match gives the MatchData; matched_string is the converted
# value's text (empty for %*); literal texts count as specs
["%3c","%c","%[a-c]","%5s","%d","%x","%f","%*d","%o","%[^a-c]","%2[0-9]"].each { |f| s = Scanf::FormatSpecifier.new(f); ["ab","abcdef",""," 12","0x1f 3","-1.5e3x","777"].each { |x| r = s.match(x); p [f, x, r && r[0], r && r.class, s.matched, s.matched_string, s.conversion] } }
s = Scanf::FormatString.new("%d %s%%x")
p s.match("12 ab%x"), s.matched_count, s.string_left, s.last_match_tried.class, s.last_match_tried[0], s.last_spec.to_s
s = Scanf::FormatString.new("%d,%d")
p s.match("1;2"), s.matched_count, s.string_left, s.last_match_tried, s.last_spec_tried.to_s
p "  12 abc 3.5".scanf("%d%s%f"), "a1b2".scanf("a%db%d"), "xyz".scanf("%2c%c"), " x".scanf("%c"), "12345".scanf("%2d%3d")
p "1 2 3".scanf("%d") { |x| x }, "abc".scanf("%[a-b]%c"), "0x1A 017 -3".scanf("%x %o %i"), "1e3 .5".scanf("%e %g")
[['%d','1'],['%d %d','1 2'],['%d %d','1'],['%d,','1,'],['%dx%d','1x2'], ['a%d', 'a1'], ['%d', 'x']].each { |f, x| s = Scanf::FormatString.new(f); v = s.match(x); p [f, x, v, s.last_spec, s.spec_count, s.matched_count, s.last_match_tried.class, s.string_left, s.space] }
