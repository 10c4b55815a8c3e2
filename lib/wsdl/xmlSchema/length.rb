# WSDL::XMLSchema::Length: the exact length facet of a simple type.

require 'wsdl/info'


module WSDL
module XMLSchema


class Length < Info
  def initialize
    super
  end

  def parse_element(element)
    nil
  end

  def parse_attr(attr, value)
    case attr
    when FixedAttrName
      value.source
    when ValueAttrName
      parent.length = value.source.to_i
    end
  end
end


end
end
