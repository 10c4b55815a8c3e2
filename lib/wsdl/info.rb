# WSDL::Info: the base of every node of a parsed WSDL or schema document.

module WSDL


# An attribute's text as the parser hands it to parse_attr: a String that
# can also resolve itself as a QName in its element's namespace scope.
class AttrValue < String
  def initialize(str, ns)
    super(str)
    @ns = ns
  end

  def source
    String.new(self)
  end

  def qname
    @ns.parse(self)
  end
end


class Info
  attr_accessor :root
  attr_accessor :parent
  attr_accessor :id

  def initialize
    @root = nil
    @parent = nil
    @id = nil
  end

  def inspect
    if self.respond_to?(:name)
      sprintf("#<%s:0x%x %s>", self.class.name, __id__, self.name)
    else
      sprintf("#<%s:0x%x>", self.class.name, __id__)
    end
  end

  def parse_element(element); end

  def parse_attr(attr, value); end

  def parse_epilogue; end
end


end
