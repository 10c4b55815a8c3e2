# XSD::Mapping: objects to literal XML and back.
require 'xsd/mapping'
class Foo; def initialize; @a = 1; end; end
s = XSD::Mapping.obj2xml(Foo.new); p s
o = XSD::Mapping.xml2obj(s); p o.class, o.a
p XSD::Mapping.obj2xml({"x" => "1", "y" => ["a", "b<"]}, "root")
p XSD::Mapping.obj2xml("text", "t")
o = XSD::Mapping.xml2obj('<r><a>1</a><a>2</a><b><c>x</c></b></r>'); p o.a, o.b.c
p XSD::Mapping.xml2obj('<r>just text</r>')
