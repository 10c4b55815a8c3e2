# WSDL::XMLSchema::Annotation: <annotation>; its content is skipped.

require 'wsdl/info'


module WSDL
module XMLSchema


class Annotation < Info
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
end
