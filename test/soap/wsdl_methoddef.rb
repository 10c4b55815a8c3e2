# WSDL::SOAP::MethodDefCreator: method definitions of the calc fixture.
require 'wsdl/importer'
require 'wsdl/soap/methodDefCreator'
d = WSDL::Importer.import('fixtures/calc.wsdl')
m, types = WSDL::SOAP::MethodDefCreator.new(d).dump(XSD::QName.new('urn:calc', 'CalcPort'))
puts m
p types.collect { |t| t.to_s }
c = WSDL::SOAP::MethodDefCreator.new(d)
p c.collect_rpcparameter(d.porttypes[0].operations[1])
p c.collect_documentparameter(d.porttypes[0].operations[0])
