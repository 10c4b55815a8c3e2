# The wsdl2ruby code creators: mapping registry, driver, client and servant
# skeletons, standalone and CGI server stubs for the two fixtures.
$stderr = $stdout  # warnings in line with the output
require 'wsdl/importer'
require 'wsdl/soap/classDefCreator'
require 'wsdl/soap/driverCreator'
require 'wsdl/soap/mappingRegistryCreator'
require 'wsdl/soap/clientSkeltonCreator'
require 'wsdl/soap/servantSkeltonCreator'
require 'wsdl/soap/standaloneServerStubCreator'
require 'wsdl/soap/cgiStubCreator'
%w(fixtures/calc.wsdl fixtures/doc.wsdl).each do |f|
  d = WSDL::Importer.import(f)
  puts "=== #{File.basename(f)}"
  puts WSDL::SOAP::ClassDefCreator.new(d).dump
  pt = d.porttypes[0].name
  puts "--- mr"; puts WSDL::SOAP::MappingRegistryCreator.new(d).dump([pt]) rescue p $!
  puts "--- drv"; puts WSDL::SOAP::DriverCreator.new(d).dump(pt) rescue p $!
  puts "--- client"; puts WSDL::SOAP::ClientSkeltonCreator.new(d).dump(d.services[0].name) rescue p $!
  puts "--- servant"; puts WSDL::SOAP::ServantSkeltonCreator.new(d).dump(pt) rescue p $!
  puts "--- standalone"; puts WSDL::SOAP::StandaloneServerStubCreator.new(d).dump(d.services[0].name) rescue p $!
  puts "--- cgi"; puts WSDL::SOAP::CGIStubCreator.new(d).dump(d.services[0].name) rescue p $!
end
