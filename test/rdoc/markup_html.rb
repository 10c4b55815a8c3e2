# SM::SimpleMarkup with SM::ToHtml: block structure (paragraphs, verbatim,
# headings, rules, every list kind, nesting, margins, tabs) and inline
# markup (word pairs, tags, escapes, typographic quotes/dashes, wrapping)
require 'rdoc/markup/simple_markup'
require 'rdoc/markup/simple_markup/to_html'
m = SM::SimpleMarkup.new
h = SM::ToHtml.new
File.read("fixtures/markup_blocks.txt").split(/^%%\n/).each { |s| puts "---- #{s.inspect}"; puts m.convert(s, h) }
File.readlines("fixtures/markup_inline.txt").each { |l| l.chomp!; puts "#{l} => #{m.convert(l, h).inspect}" }
[60, 70, 72, 74, 75, 76, 77, 78, 80].each { |n| s = ("x" * 9 + " ") * 8; s = s[0, n - 5] + " abcd efgh"; p m.convert(s, h) }
(60..80).each { |n| p m.convert("a" * n + " b c", h) }
p m.convert((1..40).map { |i| "w" * (i % 7 + 1) }.join(" "), h)
p m.convert("", h), m.convert("\n\n", h)
