# XSD::XMLParser::XMLScanner: the adapter over the xmlscan library.

require 'xsd/xmlparser/parser'
require 'xmlscan/scanner'

module XSD
module XMLParser

class XMLScanner < XSD::XMLParser::Parser
  include XMLScan::Visitor

  def do_parse(string_or_readable)
    @attrs = {}
    @curattr = nil
    @scanner = XMLScan::XMLScanner.new(self)
    @scanner.kcode = XSD::Charset.charset_str(charset) if charset
    @scanner.parse(string_or_readable)
  end

  def on_stag(name)
    @attrs = {}
  end

  def on_stag_end(name)
    start_element(name, @attrs)
  end

  def on_stag_end_empty(name)
    start_element(name, @attrs)
    end_element(name)
  end

  def on_etag(name)
    end_element(name)
  end

  def on_chardata(str)
    characters(str)
  end

  def on_attribute(name)
    @curattr = name
    @attrs[name] = ''
  end

  def on_attr_value(str)
    @attrs[@curattr] << str
  end

  def on_attribute_end(name)
    @curattr = nil
  end

  add_factory(self)
end


end
end
