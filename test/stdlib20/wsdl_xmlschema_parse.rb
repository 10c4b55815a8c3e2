# WSDL::XMLSchema::Parser and Importer on a small schema file (fixtures/x.xsd):
# complex types with sequence/choice/extension, simple type enumerations,
# global and anonymous elements, unknown elements
require 'wsdl/xmlSchema/parser'
require 'wsdl/xmlSchema/importer'
require 'wsdl/soap/complexType'
require "helper"   # show(label) { expr }
s = WSDL::XMLSchema::Parser.new.parse(File.read("fixtures/x.xsd"))
show(:class) { s.class }
show(:tns) { s.targetnamespace }
show(:efd) { s.elementformdefault }
show(:ct) { s.complextypes.map { |c| c.name.to_s } }
show(:st) { s.simpletypes.map { |c| c.name.to_s } }
show(:el) { s.elements.map { |c| c.name.to_s } }
show(:coll_ct) { s.collect_complextypes.map { |c| c.name.to_s } }
show(:coll_el) { s.collect_elements.map { |c| c.name.to_s } }
p1 = s.complextypes[XSD::QName.new("urn:x", "Person")]
show(:person) { [p1.compoundtype, p1.content.class, p1.content.elements.map { |e| [e.name.to_s, e.type.to_s, e.minoccurs, e.maxoccurs] }, p1.attributes.map { |a| [a.name.to_s, a.type.to_s] }] }
show(:person_find) { [p1.find_element_by_name("age").name.to_s, p1.find_element(XSD::QName.new("urn:x", "name")).class] }
show(:choice) { c = s.complextypes[XSD::QName.new("urn:x", "Choice")]; [c.compoundtype, c.content.class, c.content.elements.map { |e| e.name.to_s }] }
show(:ext) { c = s.complextypes[XSD::QName.new("urn:x", "Ext")]; [c.compoundtype, c.complexcontent.class, c.complexcontent.base.to_s, (c.content.elements.map { |e| e.name.to_s } rescue $!.class)] }
show(:color) { c = s.simpletypes[XSD::QName.new("urn:x", "Color")]; [c.base.to_s, c.restriction.enumeration, (c.check_lexical_format("red") rescue $!.class), (c.check_lexical_format("blue") rescue $!.class)] }
show(:anon) { e = s.elements[XSD::QName.new("urn:x", "anon")]; [e.type, e.local_complextype.class, e.local_complextype.content.elements.map { |x| x.name.to_s }] }
show(:person_el) { e = s.elements[XSD::QName.new("urn:x", "person")]; [e.type.to_s, e.elementform, e.nillable, e.maxoccurs] }
show(:importer) { WSDL::XMLSchema::Importer.import("fixtures/x.xsd").class }
show(:bad) { WSDL::XMLSchema::Parser.new.parse("<foo/>") }
show(:bad3) { WSDL::XMLSchema::Parser.new.parse("not xml") }
