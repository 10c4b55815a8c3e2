# REXML's XPath boolean() of a string as 1.8.7: a string with a digit in
# it is true when its to_f is not 0 ("0", "0.0", "a1" are false), any
# other non-empty string is true; a function's string is an array, true
# when it holds something
require 'rexml/document'
require "helper"
d = REXML::Document.new("<r><a n='0'/></r>")
["'0'", "'0.0'", "'1'", "' 0'", "'00'", "'-0'", "'false'", "'x'", "'0x'",
 "'.0'", "'a1'", "'1x'", "'NaN'", "'0 1'", "'x0'", "'-'", "'.'", "'2.'",
 "'0e5'", "' '", "'0.5'", "''", "string(0)", "concat('0','')", "@n",
 "string(@n)", "number('0')"].each do |s|
  show("boolean(#{s})") { REXML::XPath.match(d.root.elements[1], "boolean(#{s})") }
  show("not(#{s})") { REXML::XPath.match(d.root.elements[1], "not(#{s})") }
end
