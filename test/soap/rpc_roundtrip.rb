# SOAP::RPC::Driver against SOAP::RPC::StandaloneServer on a local port:
# results, a fault raised back as the server's exception, and the request
# envelopes as sent.
require 'soap/rpc/driver'
require 'soap/rpc/standaloneServer'
class Svc
  def add(a, b) a + b end
  def echo(x) x end
  def fail(m) raise ArgumentError, m end
end
class Server < SOAP::RPC::StandaloneServer
  def on_init
    add_servant(Svc.new, 'urn:calc')
  end
end
server = Server.new('calc', 'urn:calc', '127.0.0.1', 0)
port = server.server.config[:Port]
t = Thread.new { server.start }
drv = SOAP::RPC::Driver.new("http://127.0.0.1:#{port}/", 'urn:calc')
drv.add_method('add', 'a', 'b')
drv.add_method('echo', 'x')
drv.add_method('fail', 'm')
log = ''
drv.wiredump_dev = log
p drv.add(1, 2)
p drv.echo("x<y")
p drv.echo([1, "two", 3.5])
begin; drv.fail("bad"); rescue Exception => e; p e.class, e.message; end
server.shutdown
t.join
# Requests and responses as on the wire; the fault's backtrace is local, and
# the order of a dumped object's ivars follows 1.8's symbol table (the
# exception's type name line is left out).
log.scan(/^(<-|->) "(<\?xml.*)"$/) do |dir, xml|
  puts dir
  puts eval('"' + xml + '"').split("\n").reject { |l| l =~ /<item.*`|excn_type_name/ }.
    join("\n").sub(/anyType\[\d+\]/, 'anyType[N]')
end
