# REXML's XPath reads as 1.8.7: "--" is nothing ("--2" is the integer 2,
# "--a" the path a), "- -" negates the context node-set (NoMethodError
# for to_f) and drops what follows, "-- -" is the context node-set; ".5"
# right after a value is a "." step whose digits end the expression
# ("1.5.2 + 1" is 1.5); a parenthesized minus stays two negations
require 'rexml/document'
require "helper"
pp = REXML::Parsers::XPathParser.new
d = REXML::Document.new("<r><a n='1'/><a n='2'/><a n='3' m='q'/></r>")
def names(x)
  x.kind_of?(Array) ? x.map { |y| y.kind_of?(REXML::Element) ? "a#{y.attributes['n']}" : y } : x
end
["1.5.2", "1.5.2.3", ".5.5", "1.5.2 + 1", "(1.5.2)", "1.5.2/a", "1.5.2[1]",
 "'x'.5", "(1).5", "count(a).5", "(a).5", "(a)[1].5", "a[1.5.2]", "a[.5.5]",
 "1.5 .2", "--2", "---2", "----2", "--a", "---a", "-(-2)", "- -1",
 "- - -1", "- -a", "- --2", "-- -2", "- -1 = 1", "1 = - -1", "a[- -1]",
 "a[--2]", "a[-- -1]", "concat(- -1, 2)", "2 - -1", "1 - --2"].each do |e|
  show("parse #{e}") { pp.parse(e) }
  show("doc #{e}") { names(REXML::XPath.match(d, e)) }
  show("root #{e}") { names(REXML::XPath.match(d.root, e)) }
end
