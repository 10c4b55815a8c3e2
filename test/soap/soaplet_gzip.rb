# SOAPlet gzips its answer when allowed and asked for; the net/http client
# asks (accept_encoding_gzip) but, as in 1.8.7, cannot read the answer.
require 'soap/rpc/driver'
require 'soap/rpc/standaloneServer'
class Svc; def echo(x) x end; end
class Server < SOAP::RPC::StandaloneServer
  def on_init
    add_method(Svc.new, 'echo', 'x')
    @soaplet.allow_content_encoding_gzip = true
  end
end
server = Server.new('calc', 'urn:calc', '127.0.0.1', 0)
t = Thread.new { server.start }
url = "http://127.0.0.1:#{server.server.config[:Port]}/"
drv = SOAP::RPC::Driver.new(url, 'urn:calc')
drv.add_method('echo', 'x')
p drv.echo("plain")
drv.streamhandler.accept_encoding_gzip = true
log = ''
drv.wiredump_dev = log
begin
  p drv.echo("zipped")
rescue SOAP::ResponseFormatError, REXML::ParseException => e
  puts "unreadable answer"
end
puts log =~ /Accept-Encoding: gzip/i ? "asked for gzip" : "did not ask"
puts log =~ /Content-Encoding: gzip/i ? "gzip answer" : "plain answer"
server.shutdown; t.join
