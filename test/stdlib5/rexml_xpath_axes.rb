# rexml: XPath axes over a document with a DOCTYPE (its declarations are no
# XPath nodes), reverse axes with positions
require 'rexml/document'
include REXML
d = Document.new(%q{<?xml version="1.0"?><!DOCTYPE root [<!ENTITY ent "x"><!ELEMENT root ANY>]><!--c--><root><item id="1"/><item id="2">t</item></root>})
  r = XPath.match(d, x).map { |n| n.class.name.sub("REXML::", "") } rescue r = "#{$!.class}"
  puts "#{x}: #{r.inspect}"
end
require 'rexml/document'
include REXML
d = Document.new(%q{<a><b><c><d/></c></b><e/></a>})
%w(//d/ancestor::* //d/ancestor::node() //d/ancestor-or-self::* //d/ancestor::*[1] //d/ancestor-or-self::*[1] //d/ancestor::*[last()] //c/preceding::* //e/preceding::* //e/preceding::*[1] //b/preceding-sibling::* //e/preceding-sibling::* //e/preceding-sibling::*[1] //d/ancestor::b //c/parent::* //c/.. //d|//b).each do |x|
  r = XPath.match(d, x).map { |n| n.name } rescue r = "#{$!.class}"
  puts "#{x}: #{r.inspect}"
end
