# Document.new from strings and IO, and what the tree looks like
require 'rexml/document'
require 'stringio'
include REXML
docs = [
  "<?xml version='1.0' encoding='UTF-8'?>\n<!DOCTYPE r [\n<!ENTITY foo 'bar'>\n]>\n<r a='1'><a>t &foo; &lt;</a><![CDATA[ x<y ]]><!-- c --><?pi data?><b xmlns='urn:x'><c/></b></r>",
  "<a\n  x = 'y'\n>&#x41;&lt;</a>", "<a x='&lt;'/>", "<a y=\"'\"/>", "<a>]]></a>", "<a>\r\nb\rc</a>",
  "<_a-b.c/>", "<a></a >", "<1a/>", "<a>x<b/>y</a>", "<\303\251t\303\251 a='\303\251'>\303\251</\303\251t\303\251>",
  "<:a/>", "<a.b/>", "<a\tb='1'/>", "<a b = \"x'y\"/>", "<a b=''/>", "<a><b/><c/></a><!--x-->",
  "<?xml version='1.0'?>\n<!--a--><a/>", "<a>x</a>\n", " <a/>", "<a><![CDATA[x]]]></a>", "<a><!----></a>",
  "<a><?x y?z?></a>", "<a><?xml x?></a>", "<?xml version='1.0'?>", "<!DOCTYPE a>", "<a>&#0;</a>", "",
  "text", "<a/>text", "<?xml version='1.0'?><?xml version='1.0'?><a/>",
  %q{<?xml version="1.0" standalone="yes"?><a/>}, %q{<?xml version="1.0" encoding="utf-8"?><a/>},
  "<a xmlns:x='u'><x:b/></a>", "<a><x:b xmlns:x='u'/></a>", "<a x='1' x='2' />",
  "<!DOCTYPE a SYSTEM 'a.dtd'><a/>", "<!DOCTYPE a PUBLIC 'p' 'u'><a/>",
]
docs.each do |s|
  d = Document.new(s)
  puts "#{s.inspect} -> #{d.to_s.inspect}"
  r = d.root
  next unless r
  p [r.name, r.prefix, r.namespace, r.expanded_name, r.attributes.size, r.has_elements?, r.has_text?, r.text]
  p r.texts.map { |t| [t.to_s, t.value] }
  p r.children.map { |c| c.class }
end
d = Document.new(StringIO.new("<io><x>1</x></io>"))
p d.root.elements['x'].text
File.open("doc.xml", "w") { |f| f.write("<f a='b'>file</f>") }
File.open("doc.xml") { |f| p Document.new(f).root.text }
d = Document.new("<a/>")
p [d.version, d.encoding, d.stand_alone?, d.xml_decl.to_s, d.name, d.node_type, d.doctype]
d = Document.new("<?xml version='1.1' encoding='ISO-8859-1'?><a/>")
p [d.version, d.encoding, d.xml_decl.to_s]
p Document.new.to_s
d = Document.new
d << XMLDecl.new
d.add_element("r")
p d.to_s
begin
  d.add_element("s")
rescue => e
  p e.message
end
