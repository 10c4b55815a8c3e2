# SOAPlet mounted on a WEBrick server: an application-scope servant keeps
# its state, a request-scope factory makes one per call; GET is refused.
require 'soap/rpc/soaplet'
require 'soap/rpc/driver'
require 'webrick'
class Counter
  @@made = 0
  def initialize; @@made += 1; @n = 0; end
  def bump; @n += 1; "#{@n}/#{@@made}"; end
end
class Factory; def create; Counter.new; end; end
srv = WEBrick::HTTPServer.new(:BindAddress => '127.0.0.1', :Port => 0, :Logger => WEBrick::Log.new(nil, 0), :AccessLog => [])
app = SOAP::RPC::SOAPlet.new
app.add_servant(Counter.new, 'urn:app')
req = SOAP::RPC::SOAPlet.new
req.app_scope_router.add_rpc_request_servant(Factory.new, 'urn:req')
srv.mount('/app', app)
srv.mount('/req', req)
t = Thread.new { srv.start }
base = "http://127.0.0.1:#{srv.config[:Port]}"
d1 = SOAP::RPC::Driver.new(base + '/app', 'urn:app'); d1.add_method('bump')
d2 = SOAP::RPC::Driver.new(base + '/req', 'urn:req'); d2.add_method('bump')
p d1.bump, d1.bump, d2.bump, d2.bump
require 'net/http'
res = Net::HTTP.start('127.0.0.1', srv.config[:Port]) { |h| h.get('/app') }
p res.code, res['allow']
srv.shutdown; t.join
