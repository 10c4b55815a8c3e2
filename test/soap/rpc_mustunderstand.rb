# A mustUnderstand header no server handler takes: a fault, raised on the
# client as SOAP::UnhandledMustUnderstandHeaderError.
require 'soap/rpc/driver'
require 'soap/rpc/standaloneServer'
require 'soap/header/simplehandler'
class Svc; def echo(x) x end; end
class Server < SOAP::RPC::StandaloneServer
  def on_init
    add_method(Svc.new, 'echo', 'x')
  end
end
class MU < SOAP::Header::SimpleHandler
  def initialize; super(XSD::QName.new("urn:h", "must")); @mustunderstand = true; end
  def on_simple_outbound; "v"; end
end
server = Server.new('calc', 'urn:calc', '127.0.0.1', 0)
t = Thread.new { server.start }
drv = SOAP::RPC::Driver.new("http://127.0.0.1:#{server.server.config[:Port]}/", 'urn:calc')
drv.add_method('echo', 'x')
drv.headerhandler << MU.new
log = ''
drv.wiredump_dev = log
begin; p drv.echo("hi"); rescue Exception => e; p e.class, e.message; end
server.shutdown; t.join
log.scan(/^(<-|->) "(<\?xml.*)"$/) do |dir, xml|
  puts dir
  puts eval('"' + xml + '"').split("\n").reject { |l| l =~ /<item.*`|excn_type_name/ }.join("\n").sub(/anyType\[\d+\]/, 'anyType[N]')
end
