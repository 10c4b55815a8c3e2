# WSDL::XMLSchema::Parser: builds a Schema tree from XML events; each node
# names the node class for a child element (parse_element) and takes its
# attributes (parse_attr).  The frame is WSDL::ParserBase's.

require 'xsd/qname'
require 'xsd/charset'
require 'xsd/datatypes'
require 'wsdl/xmlSchema/data'
require 'wsdl/documentation'
require 'wsdl/parserBase'


module WSDL
module XMLSchema


class Parser
  include XSD
  include ParserBase

private

  def decode_root(elename)
    unless elename == SchemaName
      raise UnknownElementError.new("unknown element: #{elename}")
    end
    Schema.parse_element(elename)
  end

  # 1.8.7's schema parser names the parent of an element it ignores
  def ignored_element_message(elename, parent)
    "ignored element: #{elename} of #{parent.class}"
  end
end


end
end
