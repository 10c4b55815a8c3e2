# StreamParser through Document.parse_stream and a StreamListener
require 'rexml/document'
require 'rexml/streamlistener'
class L
  include REXML::StreamListener
  REXML::StreamListener.instance_methods.each { |m| define_method(m) { |*a| p [m, *a] } }
end
src = "<?xml version='1.0'?><!DOCTYPE r [<!ENTITY e 'v'><!ELEMENT r ANY><!ATTLIST r a CDATA 'x'><!NOTATION n SYSTEM 's'>%pe;]><r a='&amp;1&lt;'>t &e; &amp;<![CDATA[c]]><!--m--><?p i?><b/></r>"
REXML::Document.parse_stream(src, L.new)
REXML::Document.parse_stream("<a><b>", L.new)
begin
  REXML::Document.parse_stream("<a><b></a>", L.new)
rescue REXML::ParseException => e
  p e.message.split("\n")[0]
end
require 'rexml/parsers/streamparser'
REXML::Parsers::StreamParser.new("<x>1<y/>2</x>", L.new).parse
