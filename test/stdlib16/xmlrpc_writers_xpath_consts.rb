# XMLRPC::XMLWriter::Classes and each_installed_writer (the writers whose
# library loads); REXML::XPathParser::ALL and ELEMENTS
require 'xmlrpc/create'
require 'rexml/document'
a = []
r = XMLRPC::XMLWriter.each_installed_writer { |w| a << w.class }
p a, r, XMLRPC::XMLWriter::Classes
p XMLRPC::XMLWriter.method(:each_installed_writer).arity
p REXML::XPathParser::ALL, REXML::XPathParser::ELEMENTS
doc = REXML::Document.new("<a><b/>t<!--c--><?p x?></a>")
p REXML::XPath.match(doc, "/a/node()").size, REXML::XPath.match(doc, "/a/*").size
