# WSDL::Importer on a small rpc/encoded WSDL: messages, port types,
# bindings, services and the schema types (struct, SOAP-ENC array, enum).
require 'wsdl/importer'
d = WSDL::Importer.import('fixtures/calc.wsdl')
p d.class, d.name.to_s, d.targetnamespace
p d.messages.collect { |m| m.name.to_s }
p d.porttypes.collect { |m| m.name.to_s }, d.bindings.collect { |m| m.name.to_s }, d.services.collect { |s| s.name.to_s }
pt = d.porttype(XSD::QName.new('urn:calc', 'CalcPort'))
pt.operations.each { |op| p [op.name.to_s, op.input.message.to_s, op.output.message.to_s, op.inputparts.collect { |x| [x.name, x.type.to_s] }, op.outputparts.collect { |x| [x.name, x.type.to_s] }] }
b = d.bindings[0]
p b.soapbinding.style, b.soapbinding.transport
b.operations.each { |op| p [op.name.to_s, op.soapoperation.soapaction, op.input.soapbody.use, op.input.soapbody.namespace, op.soapoperation_style] }
s = d.services[0]; port = s.ports[0]; p port.name.to_s, port.binding.to_s, port.soap_address.location
p d.collect_complextypes.collect { |t| t.name.to_s }, d.collect_simpletypes.collect { |t| t.name.to_s }
ct = d.collect_complextypes[XSD::QName.new('urn:calc', 'Point')]
p ct.compoundtype; r = []; ct.each_element { |e| r << [e.name.to_s, e.type.to_s, e.minoccurs, e.maxoccurs] }; p r # { |e| [e.name.to_s, e.type.to_s, e.minoccurs, e.maxoccurs] }
at = d.collect_complextypes[XSD::QName.new('urn:calc', 'PointArray')]
p at.compoundtype, at.find_arytype.to_s
st = d.collect_simpletypes[XSD::QName.new('urn:calc', 'Color')]
p st.base.to_s, st.restriction.enumeration, st.check_lexical_format("red") rescue p $!
p d.importedschema.keys rescue p $!
p d.soap_rpc_complextypes.collect { |t| t.name.to_s } rescue p $!
p port.porttype.name.to_s rescue p $!
op = pt.operations[0]; p op.input_info.op_name.to_s rescue p $!
ct = d.collect_complextypes[XSD::QName.new('urn:calc', 'Point')]
r = []; ct.each_element { |e| r << [e.name.to_s, e.type.to_s, e.minoccurs, e.maxoccurs, e.nillable, e.class] }; p r
p ct.find_element(XSD::QName.new(nil, 'x')).name.to_s, ct.find_element_by_name('y').type.to_s, ct.child_type(XSD::QName.new(nil,'x')).to_s
p ct.content.class, ct.elementformdefault
p d.inspect =~ /WSDL::Definitions/
p d.messages[XSD::QName.new('urn:calc','addRequest')].parts.collect { |x| x.name }
op = d.porttypes[0].operations[0]; p op.input.name, op.inputname.to_s, op.outputname.to_s, op.parameter_order
b = d.bindings[0].operations[0]; p b.soapaction, b.input.soapbody.encodingstyle, b.input.soapbody.parts, b.porttype.name.to_s, b.find_operation.name.to_s
p d.collect_elements.size, d.collect_attributes.size, d.collect_faulttypes
at = d.collect_complextypes[XSD::QName.new('urn:calc', 'PointArray')]; p at.complexcontent.base.to_s, at.complexcontent.derivetype, at.complexcontent.attributes[0].ref.to_s, at.complexcontent.attributes[0].arytype.to_s
