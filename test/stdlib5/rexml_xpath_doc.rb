# rexml: a document with a DOCTYPE (entities), XPath axes, functions and
# predicates over it, formatters, building, parse errors, stream parsers
require 'rexml/document'
require "helper"
include REXML
xml = %q{<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE root [<!ENTITY ent "entity text">]>
<root xmlns:x="urn:x" a="1">
  <!-- a comment -->
  <item id="1" x:type="t">First &amp; &ent;</item>
  <item id="2"><![CDATA[<raw>]]></item>
  <x:other>ns</x:other>
  <empty/>
  <?pi data?>
  <group><item id="3">deep</item></group>
</root>}
doc = Document.new(xml)
show("root") { doc.root.name }
show("to_s") { doc.to_s }
show("xpath all items") { XPath.match(doc, "//item").map { |e| e.attributes["id"] } }
show("xpath first") { XPath.first(doc, "/root/item[@id='2']").text }
show("xpath text") { XPath.match(doc, "//item/text()").map { |t| t.to_s } }
show("xpath count") { XPath.first(doc, "count(//item)") }
show("xpath attr") { XPath.match(doc, "//@id").map { |a| a.value } }
show("xpath position") { XPath.first(doc, "//item[2]").attributes["id"] }
show("xpath last") { XPath.first(doc, "/root/item[last()]").attributes["id"] }
show("xpath ns") { XPath.first(doc, "//x:other", "x" => "urn:x").text }
show("xpath contains") { XPath.match(doc, "//item[contains(., 'dee')]").size }
show("xpath string") { XPath.first(doc, "string(//item[@id='3'])") }
show("xpath ancestor") { XPath.match(doc, "//item[@id='3']/ancestor::*").map { |e| e.name } }
show("xpath following-sibling") { XPath.match(doc, "/root/item[1]/following-sibling::*").map { |e| e.name } }
show("xpath union") { XPath.match(doc, "//empty | //group").map { |e| e.name } }
show("xpath comment") { XPath.match(doc, "//comment()").map { |c| c.to_s } }
show("xpath pi") { XPath.match(doc, "//processing-instruction()").map { |c| c.to_s } }
show("xpath sum") { XPath.first(doc, "sum(//item/@id)") }
show("xpath not") { XPath.match(doc, "//item[not(@x:type)]").size }
show("each_element") { r = []; doc.root.each_element("item") { |e| r << e.attributes["id"] }; r }
show("elements[]") { doc.root.elements[1].name }
show("elements xpath") { doc.root.elements["group/item"].text }
show("attributes") { doc.root.elements["item"].attributes.to_a.map { |a| a.to_s }.sort }
show("namespace") { doc.root.elements["x:other"].namespace }
show("text entity") { doc.root.elements["item"].text }
show("cdata") { doc.root.elements["item[2]"].cdatas.map { |c| c.value } }
show("pretty") { s = ""; doc.write(s, 2); s }
show("formatter pretty") { s = ""; f = Formatters::Pretty.new(2); f.write(doc, s); s }
show("formatter default") { s = ""; Formatters::Default.new.write(doc.root.elements["group"], s); s }
show("formatter transitive") { s = ""; Formatters::Transitive.new(2).write(Document.new("<a><b>x</b><c/></a>"), s); s }
show("build") { d = Document.new; d << XMLDecl.new("1.0", "UTF-8"); r = d.add_element("r", "k" => "v"); r.add_element("c").text = "t<&>"; r.add_attribute("q", "a\"b"); r.add_text("tail"); d.to_s }
show("parse error") { begin; Document.new("<a><b></a>"); rescue REXML::ParseException => e; [e.class, e.message.split("\n")[0], e.line, e.position]; end }
show("parse error2") { begin; Document.new("<a"); rescue REXML::ParseException => e; [e.class, e.message.split("\n")[0], e.line, e.position]; end }
show("parse error3") { begin; Document.new("<a></a><b/>"); rescue REXML::ParseException => e; [e.class, e.message.split("\n")[0], e.line, e.position]; end }
show("text unnormalize") { Text.new("a &lt; b", false, nil, true).value rescue $!.class }
show("text raw") { Text.new("a < b").to_s }
show("element inspect") { doc.root.elements["item"].inspect }
show("doc inspect") { Document.new("<a/>").inspect }
show("attribute inspect") { doc.root.attributes.get_attribute("a").inspect }
show("delete") { d = Document.new("<a><b/><c/></a>"); d.root.delete_element("b"); d.to_s }
show("entity expand") { Document.new("<!DOCTYPE a [<!ENTITY e 'x'>]><a>&e;&lt;</a>").root.text }
show("whitespace") { Document.new("<a>\n  <b> x </b>\n</a>", :ignore_whitespace_nodes => :all).to_s }
show("compress") { Document.new("<a>  x   y  </a>", :compress_whitespace => :all).to_s }
show("raw") { Document.new("<a>&lt;</a>", :raw => :all).root.text }
show("encoding") { Document.new("<?xml version='1.0' encoding='ISO-8859-1'?><a/>").encoding }
show("version") { Document.new("<?xml version='1.0'?><a/>").version }
show("stream") { class L; include StreamListener; def tag_start(n, a) puts "start #{n} #{a.inspect}"; end; def text(t) puts "text #{t.inspect}"; end; def tag_end(n) puts "end #{n}"; end; end; Document.parse_stream("<a k='v'>x<b/></a>", L.new) }
show("sax2") { require 'rexml/parsers/sax2parser'; p = Parsers::SAX2Parser.new("<a><b>t</b></a>"); p.listen(:start_element) { |u, l, q, a| puts "s #{q}" }; p.parse }
show("pull") { require 'rexml/parsers/pullparser'; p = Parsers::PullParser.new("<a x='1'>t</a>"); r = []; while p.has_next?; e = p.pull; r << [e.event_type, e[0]]; end; r }
show("next_element") { doc.root.elements["item"].next_element.attributes["id"] }
show("get_text") { doc.root.get_text("group/item").value }
show("to_a") { doc.root.elements.to_a("item").size }
show("size") { doc.root.elements.size }
show("deep_clone") { doc.root.elements["group"].deep_clone.to_s }
show("xpath method") { doc.root.elements["group/item"].xpath }
show("add_namespace") { e = Element.new("e"); e.add_namespace("p", "urn:p"); e.to_s }
show("text with ]]>") { e = Element.new("e"); e.add(CData.new("a]]>b")); e.to_s }
show("attr quote") { e = Element.new("e"); e.attributes["a"] = "x'y\"z"; e.to_s }
show("context") { Document.new("<a/>", :respect_whitespace => %w(a)).context }
