# REXML::XPath relative to an element context: axes, positions, functions
require 'rexml/document'
include REXML
d = Document.new("<a><b id='1'>x<c/>y</b><b id='2'/><b>z</b></a>")
b = d.root.elements[1]
["*", ".", "..", "/", "//*[@id]", "b[1]/c", "@id", "//b/@id[.='1']", "//b/text()[1]", "//b/text()[last()]", "text()", "b", "/a/b[2]/@id", "//b[@id][2]", "//b[position()>1]", "//b[position() mod 2 = 1]", "count(*)", "name()", "name(..)", "string(@id)", "../b", "following-sibling::b[1]", "preceding-sibling::*", "ancestor::a", "//b[not(@id)]", "sum(//b/@id)", "//b[@id=//b[2]/@id]", "//*[name()='c']", "//b[c]/text()", "descendant::text()", "//b[string-length(text()) > 0]", "boolean(@id)", "//b[1]/following::node()", "id('1')"].each do |path|
  r = begin
    XPath.match(b, path).map { |n| n.kind_of?(REXML::Node) ? n.to_s : n }
  rescue Exception => e
    [e.class]
  end
  puts "#{path}: #{r.inspect}"
end
