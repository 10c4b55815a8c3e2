# REXML's XPath processing-instruction() test as 1.8.7: without a target
# the rest of the expression is unused (predicates, steps, unions,
# comparisons), a target in double quotes is lost (every instruction
# matches), one in single quotes is kept
require 'rexml/document'
require "helper"
pp = REXML::Parsers::XPathParser.new
d = REXML::Document.new("<r><a><?p q?><?s t?><b/></a></r>")
["processing-instruction()[1]/a", "processing-instruction()/a",
 "processing-instruction('p')", "processing-instruction(\"p\")[1][2]",
 "processing-instruction()[1] | b", "//processing-instruction('p')",
 "//processing-instruction(\"p\")", "//processing-instruction('x')",
 "//processing-instruction(\"x\")", "//processing-instruction(\"s\")[1]",
 "//processing-instruction()[1] = 1", "//processing-instruction()[0]",
 "//a/processing-instruction()[false()]", "//a/processing-instruction() | //b",
 "//a[processing-instruction() and false()]",
 "//a[processing-instruction('x') and false()]",
 "//*[processing-instruction()]/b"].each do |e|
  show("parse #{e}") { pp.parse(e) }
  show(e) { REXML::XPath.match(d, e).map { |x| x.to_s } }
end
