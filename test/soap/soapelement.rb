# SOAP::SOAPElement: children and their accessors, from_obj/to_obj, names.
require 'soap/baseData'
require 'soap/mapping'
include SOAP
e = SOAPElement.new(XSD::QName.new("urn:a", "root"))
c1 = SOAPElement.new("child", "t1")
c2 = SOAPElement.new(XSD::QName.new("urn:a", "child"), "t2")
e.add(c1); e.add(c2)
p e.elename.to_s, e.members, e.key?("child"), e["child"].text
p e.child.class, (e.child.collect { |x| x.text } rescue $!)
p e.to_obj
f = SOAPElement.from_obj({"a" => "1", "b" => ["x", "y"], "c" => {"d" => "2"}, "e" => nil}, "urn:ns")
p f.elename.to_s, f.members, f.to_obj
p f.a.elename.to_s, f.b.class, f.c.d.text
g = SOAPElement.from_obj("str"); p g.text, g.elename.to_s
h = SOAPElement.new("x"); p h.to_obj, h.text, h.data, h.qualified, h.encodingstyle
p SOAPElement.to_elename("a:b").to_s, SOAPElement.to_elename("plain", "urn:x").to_s, SOAPElement.to_elename(XSD::QName.new("q", "n")).to_s
k = SOAPElement.new("k"); k.add(SOAPElement.new("class", "c")); k.add(SOAPElement.new("a-b", "d")); p k.members, (k.var_class.text rescue $!), (k.var_ab.text rescue $!.class), (k.send("a-b").text rescue $!)
p e.inspect.gsub(/0x[0-9a-f]+/, '0xX')
