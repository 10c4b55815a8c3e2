# public API lists of the xmlrpc classes
$VERBOSE = nil
require 'xmlrpc/client'
require 'xmlrpc/server'
require 'xmlrpc/marshal'
def show(m)
  puts "#{m}: consts=#{m.constants.sort.inspect}"
  puts "  imethods=#{m.instance_methods(false).sort.inspect}"
  puts "  smethods=#{m.singleton_methods(false).sort.inspect}"
end
[XMLRPC::Client, XMLRPC::Client::Proxy, XMLRPC::BasicServer, XMLRPC::CGIServer, XMLRPC::WEBrickServlet, XMLRPC::Marshal, XMLRPC::Create,
 XMLRPC::DateTime, XMLRPC::Base64, XMLRPC::FaultException, XMLRPC::Convert, XMLRPC::Config, XMLRPC::ParserWriterChooseMixin,
 XMLRPC::Service::Interface, XMLRPC::Service::PublicInstanceMethodsInterface, XMLRPC::XMLWriter::Simple].each { |m| show(m) }
