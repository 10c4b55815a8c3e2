# WSDL::XMLSchema::Importer and XSD2Ruby on a schema with an include,
# keywords as names, attributes, enumerations and simple content.
require 'fileutils'
FileUtils.cp(['fixtures/person.xsd', 'fixtures/addr.xsd'], '.')
require 'wsdl/xmlSchema/importer'
require 'wsdl/soap/classDefCreator'
require 'wsdl/xmlSchema/xsd2ruby'
require 'logger'
s = WSDL::XMLSchema::Importer.import("file://#{Dir.pwd}/person.xsd")
p s.class, s.targetnamespace, s.complextypes.collect { |t| t.name.to_s }, s.collect_complextypes.collect { |t| t.name.to_s }, s.elements.collect { |e| e.name.to_s }
p s.imports.size, s.imports[0].class
puts WSDL::SOAP::ClassDefCreator.new(s).dump
x = WSDL::XMLSchema::XSD2Ruby.new
x.location = "file://#{Dir.pwd}/person.xsd"; x.basedir = '.'; x.logger = Logger.new(STDOUT); x.logger.level = Logger::WARN; x.opt['force'] = true
x.run
puts Dir['*.rb'].sort
