# XSD::XMLParser::Parser: the base of the XML parser adapters.  An adapter
# feeds start_element/characters/end_element events to a host object.

require 'xsd/qname'
require 'xsd/ns'
require 'xsd/charset'

module XSD
module XMLParser

class Parser
  class ParseError < Error; end
  class FormatDecodeError < ParseError; end
  class UnknownElementError < FormatDecodeError; end
  class UnknownAttributeError < FormatDecodeError; end
  class UnexpectedElementError < FormatDecodeError; end
  class ElementConstraintError < FormatDecodeError; end

  @@parser_factory = nil

  def self.factory
    @@parser_factory
  end

  def self.create_parser(host, opt = {})
    @@parser_factory.new(host, opt)
  end

  # The adapter loaded last wins; xsd/xmlparser loads them best first.
  def self.add_factory(factory)
    if $DEBUG
      puts "Set #{ factory } as XML processor."
    end
    @@parser_factory = factory
  end

public

  attr_accessor :charset

  def initialize(host, opt = {})
    @host = host
    @charset = opt[:charset] || nil
  end

  def parse(string_or_readable)
    @textbuf = ''
    prologue
    do_parse(string_or_readable)
    epilogue
  end

private

  def do_parse(string_or_readable)
    raise NotImplementedError.new(
      'Method do_parse must be defined in derived class.')
  end

  def start_element(name, attrs)
    @host.start_element(name, attrs)
  end

  def characters(text)
    @host.characters(text)
  end

  def end_element(name)
    @host.end_element(name)
  end

  def prologue
  end

  def epilogue
  end

  # The XML declaration's encoding; an explicit :charset option wins.
  def xmldecl_encoding=(charset)
    if @charset.nil?
      @charset = charset
    else
      p "encoding definition: #{ charset } is ignored." if $DEBUG
    end
  end
end


end
end
