# WSDL::Part: a message <part>, typed by a type or an element.

require 'wsdl/info'


module WSDL


class Part < Info
  attr_reader :name
  attr_reader :element
  attr_reader :type

  def initialize
    super
    @name = nil
    @element = nil
    @type = nil
  end

  def parse_element(element)
    case element
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
      @name = value.source
    when ElementAttrName
      @element = value.qname
    when TypeAttrName
      @type = value.qname
    else
      nil
    end
  end
end


end
