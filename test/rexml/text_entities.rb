# Text escaping, unescaping, raw text and entities
require 'rexml/document'
include REXML
t = Text.new("a<b&c>'\"&amp; &#60; &foo;")
p t.to_s, t.value, t.raw
t = Text.new("a &amp; &#60; &#x3c; &lt;", false, nil, true)
p t.to_s, t.value
["a<b", "a&b", "&b", "a & b", "&#65", "&#xZZ;", "&ab;", "x&", "&&", "&#;", "&;", "&1;", "a>b", "&#0x41;"].each do |s|
  begin
    t = Text.new(s, false, nil, true)
    p [s, :ok, t.value]
  rescue Exception => e
    p [s, e.class, e.message]
  end
end
p Text.normalize("a<b&c>'\"&amp;")
p Text.unnormalize("&lt;&amp;&#65;&#x42;&quot;&apos;&gt;&foo;")
p Text.unnormalize("&#0;&#233;")
p Text.new("  a   b\n c ").to_s
p Text.new("  a   b\n c ", true).to_s
p Text.new("x").inspect, Text.new("x").node_type, Text.new("").empty?
t = Text.new("ab")
t << "cd"
p t.to_s, (Text.new("a") <=> Text.new("b"))
t.value = "new < value"
p t.to_s, t.value
p CData.new("a<b").to_s, CData.new("x").inspect, CData.new("a<b").value
begin; CData.new("a]]>b"); rescue => e; p e.message; end
p Comment.new("hi").to_s, Comment.new("a") == Comment.new("a")
p Instruction.new("t", "c").to_s, Instruction.new("t", "c").inspect, Instruction.new("t", "  c d  ").content
p XMLDecl.new.to_s, XMLDecl.new("1.0", "UTF-8", "yes").to_s, XMLDecl.default.to_s, XMLDecl.new.inspect
d = Document.new("<!DOCTYPE r [<!ENTITY foo 'bar'><!ENTITY b2 '&foo;x'><!ENTITY ext SYSTEM 'e.xml'>]><r a='&foo;'>&foo; &b2; &lt; &ext; &unknown;</r>")
p d.root.text
p d.root.attributes['a']
t = Text.new("bar baz &", false, d.root)
p t.to_s
dt = d.doctype
p [dt.name, dt.entities.keys.sort, dt.entity('foo'), dt.entity('b2'), dt.entities['ext'].to_s, dt.entities['ext'].external, dt.entities['ext'].ref]
p dt.entities['foo'].to_s, dt.entities['foo'].value, dt.entities['foo'].normalized, dt.entities['b2'].unnormalized
e = Entity.new('name', 'value')
p [e.name, e.value, e.to_s, Entity.new('q', 'a"b').to_s, Entity.new('pe', 'v', nil, true).to_s]
p Entity.matches?("<!ENTITY x 'y'>"), Entity.matches?("junk")
p [EntityConst::GT.value, EntityConst::AMP.to_s]
d = Document.new("<r>&lt;&gt;&amp;&quot;&apos;&#x20AC;</r>")
p d.root.text, d.root.texts[0].to_s
d.root.text = "x & y"
p d.to_s
