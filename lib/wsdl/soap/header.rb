# WSDL::SOAP::Header: <soap:header message part use ...> of a bound
# input or output.

require 'wsdl/info'


module WSDL
module SOAP


class Header < Info
  attr_reader :headerfault

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
    @headerfault = nil
  end

  def targetnamespace
    parent.targetnamespace
  end

  def find_message
    root.message(@message) or raise RuntimeError.new("#{@message} not found")
  end

  def find_part
    find_message.parts.each do |part|
      if part.name == @part
	return part
      end
    end
    raise RuntimeError.new("#{@part} not found")
  end

  def parse_element(element)
    case element
    when HeaderFaultName
      o = WSDL::SOAP::HeaderFault.new
      @headerfault = o
      o
    else
      nil
    end
  end

  def parse_attr(attr, value)
    case attr
    when MessageAttrName
      message = value.qname
      if message.namespace.nil?
        message = XSD::QName.new(targetnamespace, value.source)
      end
      @message = message
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
