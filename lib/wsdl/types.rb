# WSDL::Types: <types>, the schemas of a WSDL document.

require 'wsdl/info'


module WSDL


class Types < Info
  attr_reader :schemas

  def initialize
    super
    @schemas = []
  end

  def parse_element(element)
    case element
    when SchemaName
      o = XMLSchema::Schema.new
      @schemas << o
      o
    when DocumentationName
      o = Documentation.new
      o
    else
      nil
    end
  end

  def parse_attr(attr, value)
    nil
  end
end


end
