# REXML documents, doctypes and entities, formatters, elements and texts in
# the shapes of MRI 1.8.7 test/rexml
require "helper"
require 'rexml/document'
require 'rexml/formatters/pretty'
require 'rexml/formatters/transitive'
include REXML
def fmt(f, d) s = ""; f.write(d, s); s end
eval_lines
__END__
Document.new("<!DOCTYPE a [<!ENTITY e 'ent'><!ELEMENT a (#PCDATA)><!ATTLIST a x CDATA 'def'>]><a>&e;&amp;&#65;</a>").root.text
Document.new("<!DOCTYPE a [<!ENTITY e 'ent'>]><a>&e;</a>").root.to_s
Document.new("<!DOCTYPE a [<!ENTITY e 'ent'>]><a x='&e;'/>").root.attributes["x"]
Document.new("<!DOCTYPE a [<!ATTLIST a x CDATA 'def'>]><a/>").root.attributes["x"]
Document.new("<!DOCTYPE a SYSTEM 'a.dtd'><a/>").doctype.to_s
Document.new("<!DOCTYPE a PUBLIC '-//X//EN' 'a.dtd'><a/>").doctype.public
Document.new("<!DOCTYPE a [<!ENTITY e 'ent'>]><a/>").doctype.entities["e"].value
Document.new("<!DOCTYPE a [<!ENTITY e 'ent'>]><a/>").doctype.entity("e")
Document.new("<!DOCTYPE a [<!NOTATION n SYSTEM 'x'>]><a/>").doctype.notations.size
Document.new("<a>&undefined;</a>").root.text rescue [$!.class, $!.message[0, 50]]
Document.new("<a>&lt;&gt;&quot;&apos;</a>").root.text
Document.new("<a>&lt;&gt;&quot;&apos;</a>").root.to_s
Document.new("<a b='&lt;&quot;'/>").root.to_s
Document.new("<a b=\"'\"/>").root.to_s
Document.new("<a>x</a>", :raw => :all).root.text
Document.new("<a>&amp;</a>", :raw => :all).root.text
Document.new("<a>  x  </a>", :compress_whitespace => :all).root.text
Document.new("<a> <b> x </b> </a>", :ignore_whitespace_nodes => :all).root.children.size
Document.new("<a>x</a>").root.text = "<&>"
d = Document.new("<a/>"); d.root.text = "<&>"; d.to_s
d = Document.new("<a/>"); d.root.add_text(Text.new("&amp;", false, nil, true)); d.to_s
d = Document.new("<a/>"); d.root.add_attribute("x", "<'\">"); d.to_s
d = Document.new("<a/>"); d << XMLDecl.new("1.0", "UTF-8"); d.to_s
Document.new("<?xml version='1.0' encoding='ISO-8859-1'?><a>\xe9</a>").root.text.unpack("C*")
Document.new("<?xml version='1.0' encoding='UTF-8' standalone='yes'?><a/>").xml_decl.to_s
Document.new("<?xml version='1.0'?><a/>").encoding
Document.new("<a/>").version
fmt(Formatters::Pretty.new(2), Document.new("<a><b>t</b><c><d/></c>text<e x='1'/></a>"))
fmt(Formatters::Pretty.new(4, true), Document.new("<a><b>long text here</b></a>"))
fmt(Formatters::Transitive.new(2), Document.new("<a><b>t</b><c/></a>"))
fmt(Formatters::Default.new, Document.new("<a><b>t</b><c/></a>"))
s = ""; Document.new("<a><b>t</b></a>").write(s, 2); s
s = ""; Document.new("<a><b>t</b></a>").write(s, 1, true); s
s = ""; Document.new("<a><b>t</b></a>").write(:output => s, :indent => 3) rescue $!.class
Document.new("<a><b/><c/></a>").root.elements.collect { |e| e.name }
Document.new("<a><b/><c/></a>").root.elements.size
Document.new("<a><b/><c/></a>").root.elements[1].name
Document.new("<a><b/><c/></a>").root.elements[-1] rescue $!.class
Document.new("<a><b/>t<c/></a>").root.children.map { |c| c.class }
Document.new("<a x='1' y='2'/>").root.attributes.to_a.map { |a| a.to_s }.sort
Document.new("<a x:y='1' xmlns:x='u'/>").root.attributes.get_attribute_ns("u", "y").value
Document.new("<a xmlns='d' xmlns:p='q'><p:b/></a>").root.elements[1].namespace
Document.new("<a xmlns='d'><b/></a>").root.elements[1].namespace
Document.new("<a xmlns:p='q'/>").root.prefixes
Document.new("<a xmlns:p='q'/>").root.namespaces
Document.new("<a><b/></a>").root.elements["b"].index_in_parent
Document.new("<a/>").root.next_element
Document.new("<a><b/><c/></a>").root.elements[1].next_element.name
Document.new("<a><b/><c/></a>").root.elements[2].previous_element.name
Document.new("<a>1<b/>2</a>").root.texts.map { |t| t.to_s }
Document.new("<a><!--x--></a>").root.comments.map { |c| c.string }
Document.new("<a>x</a>").root.has_text?
Document.new("<a/>").root.has_elements?
Document.new("<a b='1'/>").root.has_attributes?
e = Element.new("x"); e.add_element("y", {"a" => "1"}); e.to_s
e = Element.new("x"); e.add_namespace("p", "u"); e.to_s
e = Element.new("x"); e.attributes["a"] = "1"; e.delete_attribute("a"); e.to_s
e = Element.new("x"); e.add_element("y"); e.delete_element("y"); e.to_s
e = Element.new("x"); e.text = "t"; e.text = nil; e.to_s
Document.new("<a><b/></a>").root.deep_clone.to_s
Document.new("<a>x</a>").root.clone.to_s
Document.new("<a/>").root.root.name
Document.new("<a/>").root.document.class
Document.new("<a>x</a>").root.get_text.class
Document.new("<a>\n  x\n</a>").root.text
Document.new("<a></b>") rescue [$!.class, $!.message.split("\n")[0]]
Document.new("<a") rescue [$!.class, $!.message.split("\n")[0]]
Document.new("<a><b></a>") rescue [$!.class, $!.message.split("\n")[0]]
Document.new("text") rescue [$!.class]
Document.new("<a/><b/>") rescue [$!.class, $!.message.split("\n")[0]]
Document.new("").root
Text.normalize("<&>\"'")
Text.unnormalize("&lt;&amp;&#65;&#x42;")
Text.new("a&b").to_s
Text.new("a&amp;b", false, nil, true).to_s
Text.new("a&amp;b").value
CData.new("a]]>b").to_s
Comment.new("a--b").to_s
Instruction.new("xml-stylesheet", "href='x'").to_s
Attribute.new("a", "<").to_s
Attribute.new("p:a", "v").prefix
Element.new("p:a").prefix
Element.new("p:a").name
Element.new("p:a").expanded_name
Document.new("<a><b/><c/><b/></a>").root.elements.each("b") { |x| print x.name }
Document.new("<a><b/><c/><b/></a>").root.elements.to_a("b").size
Document.new("<a>x<b/>y</a>").root.text
Document.new("<a><![CDATA[x]]></a>").root.text
Document.new("<a><![CDATA[x]]></a>").root.cdatas.size
Functions.respond_to?(:string_length)
