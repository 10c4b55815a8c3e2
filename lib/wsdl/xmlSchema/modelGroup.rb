# WSDL::XMLSchema::ModelGroup: what the model groups <all>, <choice> and
# <sequence> share: occurrence bounds and a list of the elements they
# hold.  As in 1.8.7, a group holds <element> and <any> only (a nested
# group is ignored with a warning).

require 'wsdl/info'


module WSDL
module XMLSchema


module ModelGroup
  attr_reader :minoccurs
  attr_reader :maxoccurs
  attr_reader :elements

  def initialize
    super()
    @minoccurs = '1'
    @maxoccurs = '1'
    @elements = []
  end

  def targetnamespace
    parent.targetnamespace
  end

  def elementformdefault
    parent.elementformdefault
  end

  def <<(element)
    @elements << element
  end

  def parse_element(element)
    case element
    when AnyName
      o = Any.new
    when ElementName
      o = Element.new
    else
      return nil
    end
    @elements << o
    o
  end

  def parse_attr(attr, value)
    case attr
    when MaxOccursAttrName
      @maxoccurs = value.source
    when MinOccursAttrName
      @minoccurs = value.source
    else
      nil
    end
  end
end


end
end
