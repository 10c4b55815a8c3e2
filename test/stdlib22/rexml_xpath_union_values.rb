# REXML's XPath | as 1.8.7: two node-sets are joined, anything else goes
# to Ruby's | (numbers or'ed bitwise, a TypeError for a number with an
# array, a function's [value] joined as arrays); after | a minus, or
# nothing, is the context node-set and the rest is unused
require 'rexml/document'
require "helper"
pp = REXML::Parsers::XPathParser.new
d = REXML::Document.new("<r><a n='1'/><b/><a n='3'/></r>")
def names(x)
  x.kind_of?(Array) ? x.map { |y| y.kind_of?(REXML::Element) ? "#{y.name}#{y.attributes['n']}" : (y.kind_of?(Array) ? names(y) : y.to_s) } : x
end
["1 | 2", "3 | 5", "-1 | 2", "(1) | 2", "2 | -1", "a | a", "a | 1",
 "name(a) | name(b)", "count(a) | count(b)", "true() | 1", "a | -1",
 "b | -1 = 2", "a | - 1", "a |", "(a |)", "a | (-1)", "a | -1 | b",
 "a[b | -1]", "a[b |]", "a[-1 | 2]", "a[following-sibling::a | -1]",
 "a[@n | -1]", "a[-@n | -1]"].each do |e|
  show("parse #{e}") { pp.parse(e) }
  show(e) { names(REXML::XPath.match(d.root, e)) }
end
