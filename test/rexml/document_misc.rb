# contexts (whitespace, raw, quotes), encodings, entities in attributes, tree editing
require 'rexml/document'
include REXML
latin = "<?xml version='1.0' encoding='ISO-8859-1'?><r a='\351'>caf\351</r>"
d = Document.new(latin)
p d.encoding, d.root.text, d.root.attributes['a'], d.root.text.size
out = ""; d.write(out); p out
p d.to_s
d.root.text = "\303\274ber"
out = ""; d.write(out) rescue p $!
p out
d = Document.new("<r>  a  <b>  x  </b>\n  <c/>  </r>", :compress_whitespace => :all)
p d.to_s
d = Document.new("<r>  a  <b>  x  </b>\n  <c/>  </r>", :ignore_whitespace_nodes => :all)
p d.to_s, d.root.children.size
d = Document.new("<r>  a  <b>  x  </b>\n  <c/>  </r>", :respect_whitespace => %w{b}, :compress_whitespace => :all)
p d.to_s
d = Document.new("<r>a &amp; b</r>", :raw => :all)
p d.root.text, d.to_s
d.root.text = "x &amp; y"
p d.to_s
d = Document.new("<r a='1'/>", :attribute_quote => :quote)
p d.to_s
d = Document.new("<!DOCTYPE r [<!ENTITY e 'ent'>]><r a='&e;' b='&amp;e;'>&e;</r>")
p d.root.attributes['a'], d.root.attributes['b'], d.root.text
p d.root.attributes.inspect, d.root.attributes.keys.sort
d = Document.new("<r><a><b><c/></b></a><d/></r>")
list = []; d.root.each_recursive { |e| list << e.name }; p list
p d.root.find_first_recursive { |e| e.name == 'c' }.xpath
p d.root.elements['a/b/c'].xpath, d.root.elements['d'].xpath
d.root.elements[1] = Element.new('z')
p d.to_s
e = d.root.add_element(Element.new('n'), {'x' => '&lt;'})
p e.to_s, e.attributes['x']
c = d.root.clone
p c.to_s, c.parent
dc = d.root.deep_clone
p dc.to_s, dc.parent
p d.root.elements.to_a.map { |x| x.name }, d.root.elements.size
p Document.new("<!DOCTYPE html PUBLIC '-//W3C//DTD XHTML 1.0 Strict//EN' 'http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd'><html/>").doctype.to_s
dt = Document.new("<!DOCTYPE html PUBLIC '-//W3C//DTD XHTML 1.0 Strict//EN' 'http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd'><html/>").doctype
p dt.public, dt.system, dt.external_id, dt.name
dt = Document.new("<!DOCTYPE a SYSTEM 'x.dtd'><a/>").doctype
p dt.public, dt.system
t = Text.new("x")
p t.wrap("aaa bbb ccc ddd", 7), t.indent_text("a\nb", 2, "-", true)
p Element.new('a').to_s(2) rescue p $!
$stderr = $stdout

Comment.new('cc').write($stdout); puts
Text.new('tt').write($stdout); puts
Document.new("<a/>").write
puts
d = Document.new("<a><b/>text<c>d</c></a>")
p d.root.to_a.size, d.root[1].to_s, d.root.size, d.root.index(d.root[2])
d.root.each_child { |ch| p ch.class }
d.root.delete_if { |ch| ch.kind_of? Text }
p d.to_s
p d.root.elements['c'].has_text?, d.root.elements['b'].has_text?
p d.root.elements['c'].get_text.class, d.root.get_text('c').to_s
d = Document.new("<r><a n='1'/><a n='2'/><b/></r>")
p d.root.elements.delete_all('a').map { |x| x.attributes['n'] }, d.to_s
d.root.elements.delete(1) ; p d.to_s
p Document.new("<a>x</a>").root.document.class
i = Instruction.new("xml-stylesheet", "href='a.css' type='text/css'")
d = Document.new("<a/>"); d << i ; p d.to_s
d = Document.new; d.add_element('x'); d << Comment.new('after'); p d.to_s
d = Document.new; d << DocType.new('x'); d << XMLDecl.new("1.0", "UTF-8"); d.add_element('x'); p d.to_s
