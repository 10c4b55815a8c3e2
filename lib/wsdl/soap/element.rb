# WSDL::XMLSchema::Element, SOAP side: the element of a document/literal
# part that is mapped as an Array.

require 'wsdl/xmlSchema/element'


module WSDL
module XMLSchema


class Element < Info
  def map_as_array?
    maxoccurs != '1'
  end

  def attributes
    @local_complextype.attributes
  end
end


end
end
