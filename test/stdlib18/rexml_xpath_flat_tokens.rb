# REXML::Parsers::XPathParser#parse gives 1.8.7's flat tokens; abbreviate and
# expand take them (and use them up); REXML::XPathParser#match and
# #predicate take them; ".5" is a number
require 'rexml/document'
pp = REXML::Parsers::XPathParser.new
["/a/b", "//a", "a//b", "//a[@x='1']", "a/b[2]", "count(//a)", "../b", "a|b", "a|b|c", "-1", "--1",
 "//a/text()", "$v", "a[position()=last()]", "node()", "processing-instruction('x')",
 "processing-instruction()", "comment()", "ns:*", "ns:a", ".", "a[b][c]", "substring('abc',1,2)",
 "a div 2 mod 3", "a[-1]", "(a|b)[1]", "(a)/b", "(a)", "f()", "a[.//b]", "/", "a[1 = 1 or 2]",
 "1 + 2", "1 - 2", "2 * 3", "a < b", "a <= b", "a > b", "a >= b", "a != b", "a and b",
 "a/ancestor-or-self::b", "@a", "@ns:a", "@*", "a[@x][1]", "a[1.5]", "a[-b]", "id('x')/b",
 "/descendant::a", "a[(1)]", "text()", "a[not(b)]", "a/following-sibling::*[1]", "namespace::*",
 "self::a", "/a/b/..", "'str'", "12", "1.50", ".5", "/*", "//@x", "a[b='x']/c", "//a//b", "a/.."].each do |x|
  puts "#{x}\t#{pp.parse(x).inspect}"
end
["/a/b", "a/b[2]", "../b", "a/ancestor-or-self::b", "a[@x][1]", "child::a/attribute::b", "a[b='x']/c", "."].each do |x|
  t = pp.parse(x)
  p [x, pp.abbreviate(t), t]
  p [x, pp.expand(pp.parse(x))]
end
d = REXML::Document.new("<a><b x='1'>t</b><b/><c>.5</c></a>")
xp = REXML::XPathParser.new
p xp.match(pp.parse("/a/b"), [d]).map { |e| e.to_s }
p xp.match(pp.parse("//b[@x]"), [d]).map { |e| e.to_s }
p xp.match(pp.parse("count(//b)"), [d])
p xp.match(pp.parse("a|//c"), [d]).map { |e| e.name }
p REXML::XPath.match(d, "//b[.5 < 1]").size
p REXML::XPath.first(d, "//c[. = .5]").to_s
p((REXML::XPath.first(d, "count(//b) + .5") rescue $!.message))
