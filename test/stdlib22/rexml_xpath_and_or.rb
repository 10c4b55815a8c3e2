# REXML's XPath and/or as 1.8.7 takes them: like a comparison, with Ruby's
# and/or on the converted values (two values: numbers unless one is
# written true or false), so "1 and 2" is 2.0 and "0 or 1" is 0.0; a
# node-set against a value gives a list, one per node; in a predicate a
# number is a position and an array holds when something in it is true
require 'rexml/document'
require "helper"
d = REXML::Document.new("<r><a n='1'/><a n='2'/><a n='3' m='q'/></r>")
def names(x)
  return x unless x.kind_of?(Array)
  x.map { |y| y.kind_of?(REXML::Element) ? "a#{y.attributes['n']}" : (y.kind_of?(REXML::Attribute) ? "@#{y.value}" : y) }
end
["1 and 2", "0 and 1", "1 or 0", "0 or 1", "'' or 'x'", "'x' and 1",
 "1 and 'x'", "//a or 1", "//a and 0", "//x and 1", "//a/@n and //a/@n",
 "//a/@n or //x", "//a/@n and //x", "//a/@n and true()", "//a/@n or false()",
 "true() and 'x'", "'x' or true()", "1 or true()", "0 or false()",
 "//a[2]/@n and //a[1]/@n", "//a[2]/@n or //a[1]/@n", "//a[1] and 2",
 "last() and 1", "true() and false()", "false() or 1 = 1"].each do |e|
  show(e) { names(REXML::XPath.match(d, e)) }
end
["2 and 1", "1 and 2", "3 or 0", "2 or 3", "3 or 2", "0 or @m", "@m or 1",
 "1 or @m", "@m and 1", "'' or 3", "true() and 2", "2 and true()",
 "false() or 2", "2 or false()", "@n = 2 or @n = 3", "@n = 2 and @m",
 "position() and 2", "last() and 1", "1 and last()", "@n and @m",
 "@x or @n", "@x or 2", "'a' and 2", "2 and 'a'", "2 and ''", "''",
 "'x'", "string(@m)", "not(@m) and @n > 1"].each do |e|
  show("//a[#{e}]") { names(REXML::XPath.match(d, "//a[#{e}]")) }
end
