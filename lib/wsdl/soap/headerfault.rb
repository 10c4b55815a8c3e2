# WSDL::SOAP::HeaderFault: <soap:headerfault> of a soap:header.

require 'wsdl/info'


module WSDL
module SOAP


class HeaderFault < Info
  attr_reader :message
  attr_reader :part
  attr_reader :use
  attr_reader :encodingstyle
  attr_reader :namespace

  def initialize
    super
    @message = nil
    @part = nil
    @use = nil
    @encodingstyle = nil
    @namespace = nil
  end

  def parse_element(element)
    nil
  end

  def parse_attr(attr, value)
    case attr
    when MessageAttrName
      @message = value.qname
    when PartAttrName
      @part = value.source
    when UseAttrName
      @use = value.source.intern
    when EncodingStyleAttrName
      @encodingstyle = value.source
    when NamespaceAttrName
      @namespace = value.source
    else
      nil
    end
  end
end


end
end
