# WSDL::Parser: builds a Definitions tree from XML events; each node names
# the node class for a child element (parse_element) and takes its
# attributes (parse_attr).  The frame is WSDL::ParserBase's.

require 'xsd/qname'
require 'xsd/charset'
require 'xsd/datatypes'
require 'wsdl/wsdl'
require 'wsdl/data'
require 'wsdl/xmlSchema/data'
require 'wsdl/soap/data'
require 'wsdl/parserBase'


module WSDL


class Parser
  include WSDL
  include ParserBase

private

  def decode_root(elename)
    unless elename == DefinitionsName
      raise UnknownElementError.new("unknown element: #{elename}")
    end
    Definitions.parse_element(elename)
  end
end


end
