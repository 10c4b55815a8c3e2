# REXML::XPath: what // gathers is sorted as 1.8.7 sorts it (an attribute
# has its element's place; equal places keep the order the sort gives)
require 'rexml/document'
d = REXML::Document.new("<a xmlns:x='urn:x'><b id='1' n='5'>t1<c/>t2</b><b id='2' n='10' m='3'><c x:y='z' w='q'>deep</c></b><e p='1' q='2' r='3' s='4'/></a>")
["//@*", "//b/@*", "//b[2]/@*", "//@*[. != '']", "//*/@*", "//node()", "//b | //@id", "//c/@* | //b/@n"].each do |path|
  p REXML::XPath.match(d, path).map { |a| a.respond_to?(:to_string) ? a.to_string : a.to_s }
end
