# WSDL::ParserBase: what WSDL::Parser (a Definitions tree) and
# WSDL::XMLSchema::Parser (a Schema tree) share: the stack of open elements
# fed by the XML events, and the decoding of an element into the node its
# parent names (parse_element) with its attributes (parse_attr).  The class
# that includes it gives the root node with decode_root(elename); the root
# takes the document's location (opt[:location]).

require 'xsd/ns'
require 'xsd/xmlparser'
require 'wsdl/wsdl'
require 'wsdl/info'
require 'wsdl/documentation'
require 'wsdl/xmlSchema/data'


module WSDL


module ParserBase
  # an open element: its namespace scope, its name and the node it made
  class ParseFrame
    attr_reader :ns
    attr_reader :name
    attr_accessor :node

  private

    def initialize(ns, name, node)
      @ns = ns
      @name = name
      @node = node
    end
  end

  # each parser has its own error classes and frame class (as in 1.8.7)
  def self.included(klass)
    parse_error = klass.const_set(:ParseError, Class.new(WSDL::Error))
    format_error = klass.const_set(:FormatDecodeError, Class.new(parse_error))
    %w(UnknownElementError UnknownAttributeError UnexpectedElementError
       ElementConstraintError AttributeConstraintError).each do |name|
      klass.const_set(name, Class.new(format_error))
    end
    klass.const_set(:ParseFrame, Class.new(ParseFrame))
  end

  def initialize(opt = {})
    @parser = XSD::XMLParser.create_parser(self, opt)
    @parsestack = nil
    @lastnode = nil
    @ignored = {}
    @location = opt[:location]
    @originalroot = opt[:originalroot]
  end

  def parse(string_or_readable)
    @parsestack = []
    @lastnode = nil
    @textbuf = ''
    @parser.do_parse(string_or_readable)
    @lastnode
  end

  def charset
    @parser.charset
  end

  def start_element(name, attrs)
    lastframe = @parsestack.last
    if lastframe
      ns = lastframe.ns.clone_ns
      parent = lastframe.node
    else
      ns = XSD::NS.new
      parent = nil
    end
    attrs = XSD::XMLParser.filter_ns(ns, attrs)
    node = decode_tag(ns, name, attrs, parent)
    @parsestack << self.class::ParseFrame.new(ns, name, node)
  end

  def characters(text)
    lastframe = @parsestack.last
    if lastframe
      decode_text(lastframe.ns, text)
    else
      p text if $DEBUG
    end
  end

  def end_element(name)
    lastframe = @parsestack.pop
    unless name == lastframe.name
      raise self.class::UnexpectedElementError.new("closing element name '#{name}' does not match with opening element '#{lastframe.name}'")
    end
    decode_tag_end(lastframe.ns, lastframe.node)
    @lastnode = lastframe.node
  end

private

  def decode_tag(ns, name, attrs, parent)
    elename = ns.parse(name)
    if parent
      o = decode_child(elename, parent)
    else
      o = decode_root(elename)
      o.location = @location
      o.root = @originalroot if @originalroot
    end
    attrs.each do |key, value|
      decode_attr(o, ns.parse(key, true), WSDL::AttrValue.new(value, ns))
    end
    o
  end

  # the node of a child element: the one its parent names, else (warned
  # once per name) a Documentation that swallows it
  def decode_child(elename, parent)
    if elename == XMLSchema::AnnotationName
      o = XMLSchema::Annotation.new
    else
      o = parent.parse_element(elename)
    end
    unless o
      warn_ignored(ignored_element_message(elename, parent), elename)
      o = Documentation.new
    end
    o.root = parent.root
    o.parent = parent if o.parent.nil?
    o
  end

  def decode_attr(o, attr_ele, value_ele)
    if attr_ele == XMLSchema::IdAttrName
      o.id = value_ele
    elsif !o.parse_attr(attr_ele, value_ele)
      warn_ignored("ignored attr: #{attr_ele}", attr_ele)
    end
  end

  def ignored_element_message(elename, parent)
    "ignored element: #{elename}"
  end

  def warn_ignored(message, name)
    return if @ignored.key?(name)
    warn(message)
    @ignored[name] = name
  end

  def decode_tag_end(ns, node)
    node.parse_epilogue
  end

  def decode_text(ns, text)
    @textbuf << text
  end
end


end
