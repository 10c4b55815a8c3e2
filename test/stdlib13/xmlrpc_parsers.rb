# XMLRPC::XMLParser lists 1.8.7's parser classes; those over libraries that
# do not ship raise their LoadError, each_installed_parser yields the rest
require 'xmlrpc/parser'
require 'xmlrpc/client'
%w(XMLStreamParser XMLTreeParser NQXMLStreamParser NQXMLTreeParser XMLScanStreamParser REXMLStreamParser XMLParser NQXMLParser).each { |n|
  begin
    k = XMLRPC::XMLParser.const_get(n)
    print n, " ", k.ancestors[0..2].inspect, " "
    puts k.new.class
  rescue Exception => e
    puts "#{e.class}: #{e.message}"
  end
}
p XMLRPC::XMLParser::Classes
p XMLRPC::XMLParser.constants.sort
p XMLRPC::Config::DEFAULT_PARSER
XMLRPC::XMLParser.each_installed_parser { |x|
  p x.class
  p x.parseMethodCall('<?xml version="1.0"?><methodCall><methodName>x</methodName><params><param><value><i4>5</i4></value></param></params></methodCall>')
  p x.parseMethodResponse('<?xml version="1.0"?><methodResponse><params><param><value>x</value></param></params></methodResponse>')
}
p XMLRPC::XMLParser::AbstractTreeParser.instance_methods(false).sort
