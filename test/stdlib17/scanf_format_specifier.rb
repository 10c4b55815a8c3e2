# Scanf::FormatSpecifier: to_re/re_string as 1.8.7's Regexp, letter,
# count_space?, width, mid_match?, match of text and unconverted directives
require 'scanf'
F = Scanf::FormatSpecifier
p F.instance_methods(false).sort
["%d", "%5d", "%s", "%3s", "%c", "%4c", "%x", "%o", "%f", "%e", "%[a-z]", "%[^,]", "%*d", "%i", "%u", "%5f", "%%", "%10[abc]", "abc", " "].each do |s|
  f = F.new(s)
  r = f.to_re
  p [s, r.class, r.source, r.options]
  p [f.conversion, f.matched, f.width, f.letter, f.count_space?, f.mid_match?] rescue p $!
end
f = F.new("%d"); p f.match("12 34"); p f.to_s, f.re_string, f.conversion, f.matched_string, f.matched, f.count_space?
p f.letter, f.width, f.mid_match?

["%3x", "%3X", "%X", "%4o", "%4i", "%3u", "%*5d", "%5e", "%g", "%G", "%E", "%a", "%3[^,]", "%2%", " %d", "%d ", "a.b", "%lf", "%ld", "%hd", "%5s ", "x%", "%3", "%", "\n", "%*[a-z]", "%10f", "%3c"].each do |s|
  f = F.new(s) rescue (p [s, $!.class]; next)
  r = f.to_re
  p [s, r.source, f.count_space? ? 1 : 0, f.width, f.letter]
end
f = F.new("%3[a-z]"); p f.match("abcdef"), f.conversion, f.mid_match?
f = F.new("%s"); p f.match("  abc def"), f.conversion, f.mid_match?

[["%[a-z]", "abc1"], ["%[a-z]", "1"], ["%3[a-z]", "ab"], ["%3[a-z]", "abcd"], ["%3c", "ab"], ["%3c", "abcd"], ["%c", "a"], ["%d", "12"], ["%3d", "1"], ["%s", "x"], ["%5s", "x"], ["abc", "abc"]].each do |s, i|
  f = F.new(s)
  p [s, i, f.mid_match?, (f.match(i) ? 1 : 0), f.matched, f.matched_string, f.mid_match?]
end

["abc", "%e", "%%", " "].each do |s| f = F.new(s); p [s, f.matched, f.match(s + " x"), f.conversion, f.matched_string, f.matched]; end
f = F.new("%d"); p f.match("x"), f.matched, f.conversion, f.matched_string
f = F.new("%d"); p f.match("5"), f.matched, f.match("x"), f.matched, f.conversion, f.matched_string
p "1.5e3".scanf("%e") rescue p $!
p "%e x".scanf("%e%s") rescue p $!
p "1.5 x".scanf("%g%s") rescue p $!
p "%5e x".scanf("%5e %s") rescue p $!
p "ab%cd".scanf("ab%%c%s") rescue p $!
