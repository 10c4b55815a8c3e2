# XSD::QName: an XML qualified name, a namespace URI paired with a local name.

module XSD

class QName
  attr_accessor :namespace
  attr_accessor :name
  attr_accessor :source

  def initialize(namespace = nil, name = nil)
    @namespace = namespace
    @name = name
    @source = nil
  end

  def dup_name(name)
    XSD::QName.new(@namespace, name)
  end

  def dump
    ns = @namespace.nil? ? 'nil' : @namespace.dump
    name = @name.nil? ? 'nil' : @name.dump
    "XSD::QName.new(#{ns}, #{name})"
  end

  # A nil part on the receiver's side matches anything.
  def match(rhs)
    if rhs.namespace and (rhs.namespace != @namespace)
      return false
    end
    if rhs.name and (rhs.name != @name)
      return false
    end
    true
  end

  def ==(rhs)
    !rhs.nil? and @namespace == rhs.namespace and @name == rhs.name
  end

  def ===(rhs)
    self == rhs
  end

  def eql?(rhs)
    self == rhs
  end

  def hash
    @namespace.hash ^ @name.hash
  end

  def to_s
    "{#{namespace}}#{name}"
  end

  def inspect
    sprintf("#<%s:0x%x %s>", self.class.name, __id__, to_s)
  end

  NormalizedNameRegexp = /^\{([^}]*)\}(.*)$/
  def parse(str)
    NormalizedNameRegexp =~ str
    self.new($1, $2)
  end

  EMPTY = QName.new.freeze
end

end
