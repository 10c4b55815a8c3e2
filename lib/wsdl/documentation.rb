# WSDL::Documentation: <documentation>; its content is skipped.

require 'wsdl/info'


module WSDL


class Documentation < Info
  def initialize
    super
  end

  def parse_element(element)
    self
  end

  def parse_attr(attr, value)
    true
  end
end


end
