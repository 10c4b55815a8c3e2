# XPath concat() joins its arguments as 1.8.7's REXML does: a node-set
# argument gives its nodes' markup, text nodes their text
require 'rexml/document'
d = REXML::Document.new("<r a='q'><n>1</n><n>2</n></r>")
["concat('a', //n, 'b')", "concat(//n[1], 'x')", "concat('a', //n/text())",
 "concat(1, 2)", "concat(-2, 'x')", "concat(//@a, 'x')", "concat(//zz, 'x')",
 "concat(count(//n), true())", "concat(string(//n), 'x')"].each do |x|
  p [x, REXML::XPath.first(d, x)]
end
