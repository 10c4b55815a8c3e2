# WSDL::XMLSchema::Element, SOAP side: the attributes of an element's
# local complex type.

require 'wsdl/xmlSchema/element'


module WSDL
module XMLSchema


class Element < Info
  def attributes
    @local_complextype.attributes
  end
end


end
end
