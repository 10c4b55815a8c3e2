# XML Schema model groups (all, choice, sequence: one ModelGroup): their
# methods, bounds, and what each holds (as in 1.8.7, <element> and <any>
# only; a nested group is ignored with a warning).
require 'wsdl/parser'
require 'wsdl/xmlSchema/parser'
%w(all choice sequence).each do |outer|
  %w(all choice sequence any element group).each do |inner|
    xsd = %Q(<schema xmlns="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:m"><complexType name="t"><#{outer}><#{inner} name="q"/></#{outer}></complexType></schema>)
    s = WSDL::XMLSchema::Parser.new.parse(xsd)
    p [outer, inner, s.complextypes[0].content.elements.map { |e| e.class.name.split("::").last }]
  end
end
include WSDL::XMLSchema
[All, Choice, Sequence].each { |c| p [c.superclass, (c.public_instance_methods - WSDL::Info.public_instance_methods).sort] }
xsd = <<X
<schema xmlns="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:m" elementFormDefault="qualified">
 <complexType name="a"><all minOccurs="0"><element name="x" type="string"/><any/><sequence/></all></complexType>
 <complexType name="c"><choice maxOccurs="unbounded"><element name="y" type="int"/><sequence><element name="z" type="string"/></sequence><choice/><any/></choice></complexType>
 <complexType name="s"><sequence minOccurs="2" maxOccurs="3" foo="1"><element name="w" type="int"/><choice><element name="v" type="int"/></choice><all/></sequence></complexType>
</schema>
X
s = WSDL::XMLSchema::Parser.new.parse(xsd)
s.complextypes.each do |t|
  g = t.content
  p [t.name.name, g.class, g.minoccurs, g.maxoccurs, g.targetnamespace, g.elementformdefault, g.elements.map { |e| e.class }]
  g.elements.each { |e| p [e.class, e.respond_to?(:elements) ? e.elements.map { |x| x.class } : e.class] }
end
q = Sequence.new; q << :x; p q.elements
