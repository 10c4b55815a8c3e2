# XPath sibling and descendant axes as 1.8.7's REXML: after following-
# sibling:: or descendant:: the rest of the path runs on each context
# node's axis nodes and then once more on all they gave (repeats kept);
# descendant-or-self:: before more steps runs the rest from each node and
# sorts into document order; preceding-sibling:: lists each node's
# siblings nearest first, one node after the other
require 'rexml/document'
include REXML
doc = Document.new("<r><a id='1'><x id='11'/><y id='12'/></a><b id='2'/>t<a id='3'/><c id='4'><x id='41'/></c><a id='5'/><d id='6'/></r>")
DATA.read.split("\n").each do |x|
  r = (XPath.match(doc, x).map { |e| e.respond_to?(:attributes) ? (e.attributes['id'] || e.name) : e.to_s.strip }.inspect rescue $!.class)
  puts "#{x}: #{r}"
end
__END__
/r/c[2]/preceding-sibling::*/child::a[2]
/r/a[1]/descendant::x[1]/self::*[2]/ancestor::node()[2]
/r/a/preceding::a[position()>1]/ancestor::*[2]
/r/c[1]/self::a[2]/descendant::*/parent::node()[position()>1]
/r/b/parent::node()[last()]/child::x[1]/child::a
/r/b[1]/following-sibling::*[2]/ancestor::x[last()]
/r/*/ancestor::x[position()>1]/descendant::a[2]/descendant::a[last()]
/r/a[1]/following::x[last()]/parent::*[1]/preceding::*[last()]
/r/c[1]/descendant::*[@id]/ancestor::x/following::x
/r/b[2]/preceding::*[2]/parent::*
/r/a/ancestor::*[2]/preceding-sibling::x[1]
/r/a[2]/following-sibling::node()/descendant::a
/r/*/following-sibling::x[2]
/r/b[2]/self::*[1]/parent::node()[1]/parent::node()[2]
/r/a/descendant::a[1]/parent::node()[2]/descendant::node()[1]
/r/a/preceding::*[1]
/r/b[1]/self::node()[position()>1]/following::a[2]
/r/*/following-sibling::x[@id]/following::*[2]/parent::node()[last()]
/r/*[1]/preceding-sibling::*/parent::*
/r/c/ancestor::a[1]/following-sibling::a[last()]/preceding-sibling::node()[last()]
/r/c[1]/preceding::node()[1]
/r/b[2]/preceding::node()[1]/ancestor::*[@id]/preceding::x[@id]
/r/a[2]/child::a[last()]/descendant::x[@id]/following-sibling::*[position()>1]
/r/*/preceding-sibling::a[@id]/parent::a[position()>1]
/r/c[2]/preceding-sibling::x[last()]/following-sibling::a[position()>1]/child::*
/r/*[1]/preceding::x
/r/c[2]/following-sibling::x/following::x[last()]
/r/a[1]/descendant::*[last()]
/r/b[2]/preceding::x[@id]/parent::x[@id]
/r/a[1]/descendant::node()[1]/descendant::x[last()]/ancestor::node()[last()]
/r/c[2]/descendant::node()/preceding-sibling::node()[1]/following-sibling::node()
/r/b[1]/preceding-sibling::a[2]
/r/*/preceding::node()[position()>1]/following-sibling::a[position()>1]
/r/b[1]/preceding-sibling::*[1]
/r/b[2]/self::*[1]/preceding-sibling::*[last()]/ancestor::x
/r/a[2]/following-sibling::node()[1]
/r/c[1]/parent::node()[position()>1]/descendant::*[2]
/r/*[2]/preceding::x/parent::node()[2]
/r/c/child::*[2]
/r/b[2]/child::node()/following::node()[1]/following-sibling::*[last()]
/r/b/descendant::a/child::*[last()]
/r/b/preceding-sibling::a[last()]
/r/*/self::x[position()>1]/following::a[last()]/self::node()
/r/b[2]/following::a[position()>1]
/r/*[1]/child::*[position()>1]/parent::x[1]
/r/*[1]/descendant::*[@id]/descendant::*[position()>1]
/r/b[1]/ancestor::node()[position()>1]
/r/a[1]/self::*[position()>1]/preceding::*[last()]
/r/b[1]/ancestor::a[2]
/r/a[1]/parent::x[last()]
/r/a/descendant::x
/r/a[1]/following-sibling::*
/r/*/descendant::node()[position()>1]/descendant::node()[1]
/r/b[2]/self::*[position()>1]/preceding::x[2]
/r/b[2]/child::*[1]/descendant::x[@id]/following-sibling::x[position()>1]
/r/b[1]/parent::node()[2]/preceding-sibling::*[@id]
/r/a[2]/child::node()/self::*[position()>1]
/r/c[1]/ancestor::node()[@id]/following-sibling::node()[last()]
/r/*[1]/descendant::*[1]
/r/b[1]/parent::x/child::x[last()]
/r/a[2]/child::a[position()>1]/preceding-sibling::x[1]
/r/a/following::*[@id]/child::x[position()>1]
/r/*[1]/descendant::x[position()>1]/ancestor::node()
/r/*/following-sibling::node()[2]
/r/c[1]/preceding-sibling::*[last()]
/r/c[2]/parent::x[last()]
/r/a/child::*[@id]/preceding::*[2]/preceding::a[last()]
/r/b[2]/preceding::node()[@id]/self::a[1]
/r/c[1]/following::node()[2]/parent::x[position()>1]
/r/*[2]/ancestor::node()[position()>1]/child::node()[1]
/r/a[1]/following-sibling::*/following-sibling::*
/r/b/following-sibling::*/following-sibling::*
/r/a[1]/following-sibling::*/following-sibling::*/following-sibling::*
/r/a[1]/following-sibling::*/@id
/r/a[1]/following-sibling::*[2]/following-sibling::*
/r/a[1]/following-sibling::c/following-sibling::*
/r/a[1]/following-sibling::a/preceding-sibling::*
/r/a[1]/following-sibling::*/parent::*
/r/a[1]/following-sibling::*/preceding-sibling::*
/r/a[1]/descendant::*[1]/parent::a[1]
/r/*/descendant::x[2]
/r/a/descendant-or-self::node()[@id]/self::*[position()>1]
/r/*[1]/descendant-or-self::node()[1]/following::node()
/r/*/descendant-or-self::*[1]/ancestor-or-self::a[@id]
//a/following-sibling::*
