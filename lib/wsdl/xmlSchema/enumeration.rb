# WSDL::XMLSchema::Enumeration: one allowed value of a simple type.

require 'wsdl/info'


module WSDL
module XMLSchema


class Enumeration < Info
  def initialize
    super
  end

  def parse_element(element)
    nil
  end

  def parse_attr(attr, value)
    case attr
    when ValueAttrName
      parent.enumeration << value.source
      value.source
    end
  end
end


end
end
