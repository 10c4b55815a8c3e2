# REXML's XPath comparisons as 1.8.7 makes them: a node-set against a
# value gives one result per node (the node's value on the left, so
# "3 > @n" is @n > 3), converted as the value is (digits: numbers, else
# strings); two sets of one node compare the nodes; other sets are
# paired up, the shorter padded with the context's string; two values are
# numbers for = when either is written as digits ("'1' = '1.0'")
require 'rexml/document'
require "helper"
d = REXML::Document.new("<r><a n='1'/><a n='2'/><a n='3' m='q'/></r>")
def names(x)
  return x unless x.kind_of?(Array)
  x.map { |y| y.kind_of?(REXML::Element) ? "a#{y.attributes['n']}" : (y.kind_of?(REXML::Attribute) ? "@#{y.value}" : y) }
end
["1 = 2", "count(//a) > 2", "//a/@n = 2", "//a/@n = '2.0'", "//a/@n = ' 2'",
 "//a/@n < '3'", "//a/@n < 'x'", "//a/@n > '-1'", "//a/@n = true()",
 "//a = ''", "//a[1] = //a[2]", "//a[1] != //a[2]", "//a[3]/@n < //a/@n",
 "//a/@n < //a[1]/@n", "//a/@n = //a[2]/@n", "//a/@n < //a/@m",
 "//a/@m < //a/@n", "//a/@n = //x", "//x = //x", "//a/@n = concat('1','')",
 "//a/@n and concat('2.5','')", "//a/@n and concat('fal','se')",
 "'a' < 'b'", "'2' > '10'", "'true' = 1", "true() = 'false'",
 "'1' = '1.0'", "'-1' = -1", "' 1' = 1", "string(1) = 1",
 "last() = 1", "position() = 1"].each do |e|
  show(e) { names(REXML::XPath.match(d, e)) }
end
["@n = //a/@n", "@n < //a/@n", "3 > @n", "2 = @n", "@n = concat('2','')",
 "count(//a) = 3", "@n != @n"].each do |e|
  show("//a[#{e}]") { names(REXML::XPath.match(d, "//a[#{e}]")) }
end
