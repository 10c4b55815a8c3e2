# UltraLightParser as 1.8.7: a doctype is a node of its context; at its
# end the second node of the context becomes the context (the doctype
# after an XML declaration, else another node, or nil)
require 'rexml/parsers/ultralightparser'
["<!DOCTYPE a [<!ENTITY e 'E'>]><a/>", "<?xml version='1.0'?><!DOCTYPE a [<!ENTITY e 'E'><!ENTITY f 'F'>]><a><b/>t</a>", "<!DOCTYPE a SYSTEM 'x'><a/>", "<?xml version='1.0'?><!DOCTYPE a><a/>", "<a><b/></a>", "<!--c--><!DOCTYPE a []><a/>"].each do |s|
  begin
    p REXML::Parsers::UltraLightParser.new(s).parse
  rescue Exception => e
    puts "#{e.class}: #{e.message}"
  end
end
