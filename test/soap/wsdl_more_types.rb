# Code generation for more schema constructs: element refs, local types,
# any, choice, repeated-element arrays, empty types, faults, simple content,
# enumerations whose constant names collide, an operation name with a dash.
require 'wsdl/importer'
require 'wsdl/soap/classDefCreator'
require 'wsdl/soap/driverCreator'
require 'wsdl/soap/clientSkeltonCreator'
require 'wsdl/soap/servantSkeltonCreator'
d = WSDL::Importer.import('fixtures/more.wsdl')
puts WSDL::SOAP::ClassDefCreator.new(d).dump
puts WSDL::SOAP::DriverCreator.new(d).dump
puts WSDL::SOAP::ClientSkeltonCreator.new(d).dump(d.services[0].name)
puts WSDL::SOAP::ServantSkeltonCreator.new(d).dump
p d.collect_faulttypes.map { |x| x.to_s }
