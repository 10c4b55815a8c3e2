# SOAP::Mapping with the default (RPC) registry: values to SOAP and back,
# SOAP::Mapping::Object, name escaping and lookups, attribute helpers.
require 'soap/mapping'
require 'soap/processor'
require 'soap/rpc/element'
include SOAP
def show(obj)
  soap = Mapping.obj2soap(obj)
  soap.elename = XSD::QName.new(nil, 'v')
  s = Processor.marshal(SOAPEnvelope.new(nil, SOAPBody.new(soap)))
  puts s.sub(/\A.*?<env:Body>\n/m,'').sub(/  <\/env:Body>.*/m,'').gsub(/"#?id\d+"/) { |m| m.sub(/\d+/, 'N') }
  back = Mapping.soap2obj(Processor.unmarshal(s).body.root_node)
  puts "=> #{back.inspect.gsub(/0x[0-9a-f]+/, '0xX')}"
rescue Exception => e
  puts "!! #{e.class}: #{e.message[0, 90].gsub(/0x[0-9a-f]+/, '0xX')}"
end
St = Struct.new(:a, :b)
class Pl; def initialize; @n = 1; end; end
show 1
show "s"
show :sym
show St.new(1, "x")
show Pl.new
show [1, [2]]
show({"a" => 1})
show 1..2
show nil
show Time.at(0).utc
o = Mapping::Object.new; o["x"] = 1; o["y"] = "z"; show o
p Mapping.name2elename("a b::c-d_e"), Mapping.elename2name("a.20b..c"), Mapping.class2qname(St).to_s, Mapping.class2element(Pl).to_s
p Mapping.const_from_name("SOAP::Mapping"), Mapping.class_from_name("Nope"), Mapping.module_from_name("Comparable"), Mapping.class_from_name("foo_bar", true)
o2 = Object.new; Mapping.set_attributes(o2, "a" => 1, "b-c" => 2); p o2.a, o2.b_c, o2.instance_variables.sort
p Mapping.get_attribute({"k" => 1}, "k"), Mapping.get_attribute({:k => 2}, "k"), Mapping.get_attribute(St.new(3), "a")
mo = Mapping::Object.new; mo.__add_xmlele_value(XSD::QName.new(nil, "m"), 1); mo.__add_xmlele_value(XSD::QName.new(nil, "m"), 2); mo.__add_xmlele_value(XSD::QName.new(nil, "m"), 3); p mo.m, mo["m"], mo.__xmlele.size
mo.m = 9; p mo.m
e = RuntimeError.new("x"); se = Mapping::SOAPException.new(e); p se.excn_type_name, se.to_e.class, se.to_e.message
