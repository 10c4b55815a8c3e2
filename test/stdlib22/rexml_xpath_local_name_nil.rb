# REXML's XPath local-name() as 1.8.7: with no node that has a name it
# answers what it was given (the node-set, the string) or nil (a number,
# a text or comment as context node); a nil compared is "" as a string
# and the context node as a number
require 'rexml/document'
require "helper"
d = REXML::Document.new("<r><a>5</a><!--c--></r>")
a = d.root.elements[1]
t = a.children[0]
c = d.root.children[1]
["local-name()", "local-name('x')", "local-name(1)", "local-name(//x)",
 "local-name(true())", "local-name(//text())", "local-name(1) = 5",
 "local-name(1) = ''", "local-name(1) < 6", "local-name(1) and 1",
 "local-name(1) = //a", "//a = local-name(1)", "local-name(1) = //x",
 "local-name(1) = local-name(1)"].each do |e|
  show(e) do
    r = REXML::XPath.match(a, e)
    r.kind_of?(Array) ? r.map { |x| x.kind_of?(Array) ? x.map { |y| y.to_s } : x } : r
  end
end
["local-name()", "local-name() = ''", "local-name() != ''", "string(.) = ''"].each do |e|
  show("text #{e}") { REXML::XPath.match(t, e) }
  show("comment #{e}") { REXML::XPath.match(c, e) }
end
show("//text()[local-name() = '']") { REXML::XPath.match(d, "//text()[local-name() = '']").size }
