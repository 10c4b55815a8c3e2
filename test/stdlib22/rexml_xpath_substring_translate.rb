# REXML's XPath substring and translate as 1.8.7: substring gives nil for
# a start past the end (as String#[]), "" for an infinite start, the
# string's length for an infinite length; translate reads the string as
# UTF-8 characters but its two maps as bytes
require 'rexml/document'
require "helper"
d = REXML::Document.new("<r><a n='2'/></r>")
a = d.root.elements[1]
["'abcde'", "''", "@n", "'2'"].each do |s|
  [["2"], ["0"], ["-1"], ["1.5"], ["2", "3"], ["0", "3"], ["-1", "3"],
   ["1.5", "2.6"], ["0 div 0"], ["1", "0 div 0"], ["-42", "1 div 0"],
   ["-1 div 0", "1 div 0"], ["1 div 0"], ["2", "-1"], ["2", "100"],
   ["10"], ["6"], ["5", "1"]].each do |args|
    e = "substring(#{s}, #{args.join(', ')})"
    show(e) { REXML::XPath.match(a, e) }
  end
end
["translate('h\303\251llo', '\303\251', 'E')", "translate('h\303\251llo', 'h', 'H')",
 "translate('h\303\251llo', 'l', '\303\251')", "translate('abc', 'b', '\303\251')",
 "translate('abc', 'abc', 'B')", "translate('--aaa--', 'abc-', 'ABC')",
 "translate('bar', 'abc', 'ABC')", "translate(@n, '2', '3')"].each do |e|
  show(e) { REXML::XPath.match(a, e) }
end
