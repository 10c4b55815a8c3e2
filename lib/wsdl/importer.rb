# WSDL::Importer: reads a WSDL document (or a bare schema) from a file,
# a URL or a string of XML.

require 'wsdl/info'
require 'wsdl/parser'
require 'wsdl/xmlSchema/importer'


module WSDL


class Importer < WSDL::XMLSchema::Importer
  def self.import(location, originalroot = nil)
    new.import(location, originalroot)
  end

private

  def parse(content, location, originalroot)
    opt = {
      :location => location,
      :originalroot => originalroot
    }
    begin
      WSDL::Parser.new(opt).parse(content)
    rescue WSDL::Parser::ParseError
      WSDL::XMLSchema::Parser.new(opt).parse(content)
    end
  end
end


end
