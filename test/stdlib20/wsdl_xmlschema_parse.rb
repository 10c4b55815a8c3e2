# WSDL::XMLSchema::Parser and Importer on a small schema file (fixtures/x.xsd):
# complex types with sequence/choice/extension, simple type enumerations,
# global and anonymous elements, unknown elements
require 'wsdl/xmlSchema/parser'
require 'wsdl/xmlSchema/importer'
require 'wsdl/soap/complexType'
def sh(l)
  print l, ": "
  begin
    r = yield
    p r
  rescue Exception => e
    puts "#{e.class}: #{e.message}"
  end
end
s = WSDL::XMLSchema::Parser.new.parse(File.read("fixtures/x.xsd"))
sh(:class) { s.class }
sh(:tns) { s.targetnamespace }
sh(:efd) { s.elementformdefault }
sh(:ct) { s.complextypes.map { |c| c.name.to_s } }
sh(:st) { s.simpletypes.map { |c| c.name.to_s } }
sh(:el) { s.elements.map { |c| c.name.to_s } }
sh(:coll_ct) { s.collect_complextypes.map { |c| c.name.to_s } }
sh(:coll_el) { s.collect_elements.map { |c| c.name.to_s } }
p1 = s.complextypes[XSD::QName.new("urn:x", "Person")]
sh(:person) { [p1.compoundtype, p1.content.class, p1.content.elements.map { |e| [e.name.to_s, e.type.to_s, e.minoccurs, e.maxoccurs] }, p1.attributes.map { |a| [a.name.to_s, a.type.to_s] }] }
sh(:person_find) { [p1.find_element_by_name("age").name.to_s, p1.find_element(XSD::QName.new("urn:x", "name")).class] }
sh(:choice) { c = s.complextypes[XSD::QName.new("urn:x", "Choice")]; [c.compoundtype, c.content.class, c.content.elements.map { |e| e.name.to_s }] }
sh(:ext) { c = s.complextypes[XSD::QName.new("urn:x", "Ext")]; [c.compoundtype, c.complexcontent.class, c.complexcontent.base.to_s, (c.content.elements.map { |e| e.name.to_s } rescue $!.class)] }
sh(:color) { c = s.simpletypes[XSD::QName.new("urn:x", "Color")]; [c.base.to_s, c.restriction.enumeration, (c.check_lexical_format("red") rescue $!.class), (c.check_lexical_format("blue") rescue $!.class)] }
sh(:anon) { e = s.elements[XSD::QName.new("urn:x", "anon")]; [e.type, e.local_complextype.class, e.local_complextype.content.elements.map { |x| x.name.to_s }] }
sh(:person_el) { e = s.elements[XSD::QName.new("urn:x", "person")]; [e.type.to_s, e.elementform, e.nillable, e.maxoccurs] }
sh(:importer) { WSDL::XMLSchema::Importer.import("fixtures/x.xsd").class }
sh(:bad) { WSDL::XMLSchema::Parser.new.parse("<foo/>") }
sh(:bad3) { WSDL::XMLSchema::Parser.new.parse("not xml") }
