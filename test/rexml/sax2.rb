# SAX2Parser: listeners and blocks, namespaces, progress
require 'rexml/parsers/sax2parser'
require 'rexml/sax2listener'
class L
  include REXML::SAX2Listener
  REXML::SAX2Listener.instance_methods.each { |m| define_method(m) { |*a| p [m, *a] } }
end
src = "<?xml version='1.0'?><!DOCTYPE r [<!ENTITY e 'v'><!ELEMENT r ANY><!ATTLIST r a CDATA 'x'>\n]><r a='&amp;1&lt;' xmlns='urn:d' xmlns:p='urn:p'>t &e; &amp;<![CDATA[c]]><!--m--><?p i?><p:b p:x='1'/></r>"
pa = REXML::Parsers::SAX2Parser.new(src)
pa.listen(L.new)
pa.listen(:start_element) { |*a| p [:blk_start, *a] }
pa.listen(:characters, ["r"]) { |*a| p [:blk_chars_r, *a] }
pa.listen(:end_element, [/b/]) { |*a| p [:blk_end_b, *a] }

pa.parse
p REXML::SAX2Listener.instance_methods.sort
pa = REXML::Parsers::SAX2Parser.new("<a><b></a>")
begin; pa.parse; rescue Exception => e; p e.class, e.message[0,50]; end
