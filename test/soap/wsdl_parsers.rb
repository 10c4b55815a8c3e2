# WSDL::Parser and WSDL::XMLSchema::Parser (one frame, WSDL::ParserBase):
# their error classes, the root element, the warnings for what they ignore
# (once a name) and the location the root takes.
require 'wsdl/parser'
require 'wsdl/xmlSchema/parser'
[WSDL::Parser, WSDL::XMLSchema::Parser].each do |c|
  p c::ParseError.ancestors[0, 3], c::UnknownAttributeError.superclass
  p c::ElementConstraintError.superclass.superclass, c::ParseFrame
  p((c.public_instance_methods - Object.public_instance_methods).sort)
  [%q(<a/>), %q(<schema xmlns="http://www.w3.org/2001/XMLSchema"></schem>)].each do |xml|
    begin
      c.new.parse(xml)
    rescue Exception => e
      p e.class
    end
  end
end
xsd = '<schema xmlns="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:x" foo="1">' +
  '<element name="e"><bogus/><bogus2/></element><bogus/>' +
  '<complexType name="c" foo="2" bar="3"/></schema>'
s = WSDL::XMLSchema::Parser.new(:location => 'file:/s.xsd').parse(xsd)
p s.class, s.targetnamespace, s.location, s.elements.size, s.complextypes.size
wsdl = '<definitions xmlns="http://schemas.xmlsoap.org/wsdl/" name="n" ' +
  'targetNamespace="urn:y" foo="1"><message name="m"/><zzz/><zzz/></definitions>'
d = WSDL::Parser.new(:location => 'file:/d.wsdl').parse(wsdl)
p d.class, d.location, d.name.name, d.messages.size
