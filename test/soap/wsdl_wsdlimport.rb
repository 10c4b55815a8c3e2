# WSDL imports: a WSDL importing another (its messages, bindings, types
# and services are found through it); missing and non-WSDL documents.
require 'fileutils'
FileUtils.cp(['fixtures/main.wsdl', 'fixtures/calc.wsdl'], '.')
require 'wsdl/importer'
d = WSDL::Importer.import("file://#{Dir.pwd}/main.wsdl")
p d.name.to_s, d.imports.size, d.imports[0].content.class, d.imports[0].namespace
p d.messages.map { |m| m.name.to_s }, d.bindings.map { |b| b.name.to_s }, d.services.map { |s| s.name.to_s }
p d.binding(XSD::QName.new('urn:calc', 'CalcBinding')).name.to_s
p d.services[0].ports[0].porttype.name.to_s
p d.collect_complextypes.map { |t| t.name.to_s }
begin; WSDL::Importer.import("file://#{Dir.pwd}/nope.wsdl"); rescue Exception => e; p e.class; end
File.open('bad.wsdl', 'w') { |f| f << '<foo/>' }
begin; WSDL::Importer.import("file://#{Dir.pwd}/bad.wsdl"); rescue Exception => e; p e.class, e.message; end
