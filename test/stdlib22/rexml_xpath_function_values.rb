# 1.8.7's REXML hands a function's result on as [result]: to other
# functions (number(true()) is NaN, not(concat('','')) is false), to
# arithmetic ("2 + true()" is NaN) and to a minus, which takes to_f
# (NoMethodError on a node-set); an array is true when it holds something
# neither false nor nil
require 'rexml/document'
require "helper"
d = REXML::Document.new("<r><a n='1'/><a n='2'/><a n='3' m='q'/></r>")
["number(true())", "number(not(false()))", "number(boolean(1))",
 "number(1=1)", "number(1=2)", "floor(true())", "round(true())",
 "not(false())", "boolean(//a/@n = 5)", "boolean(//a/@n = 2)",
 "not(//a/@n = 5)", "boolean(concat('',''))", "not(concat('',''))",
 "not(count(//x))", "substring('abc', true())", "count(true())",
 "string(//a/@n = 2)", "2 + true()", "count(//a) * 2", "-'2'",
 "-true()", "-//a/@n", "-position()", "- 2"].each do |e|
  show(e) { REXML::XPath.match(d, e) }
end
