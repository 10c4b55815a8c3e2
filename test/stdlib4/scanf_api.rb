# scanf: String#block_scanf public, FormatString::SPECIFIERS/REGEX,
# FormatSpecifier#letter as in 1.8.7 (FormatSpecifier's mid_match?, to_re
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
