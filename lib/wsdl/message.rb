# WSDL::Message: a <message> and its parts.

require 'wsdl/info'


module WSDL


class Message < Info
  attr_reader :name
  attr_reader :parts

  def initialize
    super
    @name = nil
    @parts = []
  end

  def targetnamespace
    parent.targetnamespace
  end

  def parse_element(element)
    case element
    when PartName
      o = Part.new
      @parts << o
      o
    when DocumentationName
      o = Documentation.new
      o
    else
      nil
    end
  end

  def parse_attr(attr, value)
    case attr
    when NameAttrName
      @name = XSD::QName.new(parent.targetnamespace, value.source)
    else
      nil
    end
  end
end


end
