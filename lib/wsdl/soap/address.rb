# WSDL::SOAP::Address: <soap:address location="...">.

require 'wsdl/info'


module WSDL
module SOAP


class Address < Info
  attr_reader :location

  def initialize
    super
    @location = nil
  end

  def parse_element(element)
    nil
  end

  def parse_attr(attr, value)
    case attr
    when LocationAttrName
      @location = value.source
    else
      nil
    end
  end
end


end
end
