# Driver method definitions: _as (a Ruby name for another element name),
# _with_soapaction (a per-method SOAPAction), argument count checks.
require 'soap/rpc/driver'
require 'webrick'
$requests = []
srv = WEBrick::HTTPServer.new(:BindAddress => '127.0.0.1', :Port => 0, :Logger => WEBrick::Log.new(nil, 0), :AccessLog => [])
srv.mount_proc('/') { |req, res| $requests << [req['soapaction'], req.body[/<n1:[^ >]*/]]; res['content-type'] = 'text/xml'; res.body = '<?xml version="1.0"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><r><return>ok</return></r></env:Body></env:Envelope>' }
t = Thread.new { srv.start }
drv = SOAP::RPC::Driver.new("http://127.0.0.1:#{srv.config[:Port]}/", 'urn:as', 'urn:default-action')
drv.add_method('plain', 'x')
drv.add_method_as('wire_name', 'ruby_name', 'x')
drv.add_method_with_soapaction('act', 'urn:act', 'x')
drv.add_method_with_soapaction_as('wire2', 'ruby2', 'urn:act2', 'x')
drv.add_rpc_method('rpc1')
p drv.respond_to?(:ruby_name), drv.respond_to?(:wire_name), drv.respond_to?(:wire2)
p drv.plain(1), drv.wire_name(2), drv.act(3), drv.wire2(4), drv.rpc1
begin; drv.plain; rescue ArgumentError => e; p e.message; end
$requests.each { |r| p r }
srv.shutdown; t.join
