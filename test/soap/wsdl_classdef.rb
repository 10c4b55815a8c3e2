# WSDL::SOAP::ClassDefCreator (wsdl2ruby --classdef): the class definitions
# generated for struct, array, enumeration and element types.
require 'wsdl/importer'
require 'wsdl/soap/classDefCreator'
%w(fixtures/calc.wsdl fixtures/doc.wsdl).each do |f|
  d = WSDL::Importer.import(f)
  puts WSDL::SOAP::ClassDefCreator.new(d).dump
end
