# XSD::Mapping: any Ruby object to plain literal XML and back, through the
# document/literal mapping of SOAP4R.

require 'soap/mapping'
require 'soap/mapping/wsdlliteralregistry'
require 'soap/generator'
require 'soap/parser'
require 'soap/encodingstyle/literalHandler'
require 'xsd/qname'


module XSD


module Mapping
  MappingRegistry = SOAP::Mapping::WSDLLiteralRegistry.new
  MappingOpt = {:default_encodingstyle => SOAP::LiteralNamespace}

  def self.obj2xml(obj, elename = nil, io = nil)
    if !elename.nil? and !elename.is_a?(XSD::QName)
      elename = XSD::QName.new(nil, elename)
    end
    elename ||= XSD::QName.new(nil, SOAP::Mapping.name2elename(obj.class.to_s))
    soap = MappingRegistry.obj2soap(obj, elename)
    if soap.elename.nil? or soap.elename == XSD::QName::EMPTY
      soap.elename = elename
    end
    generator = SOAP::SOAPGenerator.new(MappingOpt)
    generator.generate(soap, io)
  end

  def self.xml2obj(stream)
    parser = SOAP::Parser.new(MappingOpt)
    soap = parser.parse(stream)
    SOAP::Mapping.soap2obj(soap, MappingRegistry)
  end
end


end
