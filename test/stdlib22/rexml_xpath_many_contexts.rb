# REXML::XPath.match over several context nodes as 1.8.7: a function is
# taken at each node (position() from 0, last() their number), paths give
# each node once, and comparisons and and/or take those whole lists
require 'rexml/document'
require "helper"
d = REXML::Document.new("<r><a n='1'/><a n='2'/><a n='3' m='q'/></r>")
all = d.root.elements.to_a
two = all[0, 2]
["count(//a)", "position()", "last()", "true()", "count(//a) = 3",
 "count(//a) > 2", "@n = 1", "@n = @n", "@n = //a/@n", "@n and true()",
 "(@n = 1) or (@n = 3)", "@n = 2 and 2", "//a/@n = 2", "//a and 0",
 "a and 1", "string(@n)"].each do |e|
  show("3 #{e}") { REXML::XPath.match(all, e).map { |x| x.to_s } }
  show("2 #{e}") { REXML::XPath.match(two, e).map { |x| x.to_s } }
end
["1 = 2", "1 and 2", "//a/@n = 2"].each do |e|
  show("first #{e}") { REXML::XPath.first(d, e).to_s }
end
