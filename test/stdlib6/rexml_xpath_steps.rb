# XPath steps as 1.8.7's REXML takes them: a step's predicates apply to the
# whole list it gives (/r/a/b[1] is one node), reverse axes come nearest
# first, repeats stay (but for ancestors), "//" runs the rest of the path
# from each node and sorts into document order; a union gives each node
# once, in the order met, and a predicate on a parenthesized one is unused
require 'rexml/document'
include REXML
d = Document.new("<r id='r'><a id='a1'><b id='b1'>x</b><b id='b2'><c id='c1'/></b></a><a id='a2'><b id='b3'/><d id='d1'><b id='b4'><b id='b5'/></b></d></a><c id='c2'>t<b id='b6'/></c></r>")
def ids(v) v.map { |e| e.attributes["id"] }.join(",") end
%w(/r/a/b[1] /r/a/b[last()] /r/a/*[2] /r/a/b/following::*[1] /r/a/b/following-sibling::*[1]
   /r/a/*/preceding-sibling::*[1] /r/a/b/ancestor::*[1] /r/a/b/parent::*[1] /r/a/b/following::*[2]
   /r/a/b/preceding::*[1] /r/*/*[1] //a/b[1] //b/following-sibling::*[1] //b/ancestor::*[1]
   //b/preceding::*[1] //*[2] /r/a/b/self::*[1] /r/a/b/descendant::*[1]
   /r/a/b/descendant-or-self::*[1] /r/a/b/descendant-or-self::*[2] /r/a/b/preceding::*
   /r/a/b/ancestor::* /r/a/b/ancestor-or-self::* /r/a/b/following::* /r/a/b/..
   /r/a[2]/d/b/b/ancestor::* /r/c/preceding-sibling::* //b //b/.. //b/ancestor::*
   //b/../.. //a//b/.. //b|//c //b/..|//c (//b|//a)[1] (//b)[2] //b[1]/..).each do |x|
  puts "#{x} => #{ids(XPath.match(d, x))}"
end
