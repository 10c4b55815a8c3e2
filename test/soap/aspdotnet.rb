# The ASP.NET encoding style: untyped, namespace-qualified parameters, and
# an untyped answer (repeated elements become an Array).
require 'soap/rpc/driver'
require 'webrick'
$requests = []
srv = WEBrick::HTTPServer.new(:BindAddress => '127.0.0.1', :Port => 0, :Logger => WEBrick::Log.new(nil, 0), :AccessLog => [])
srv.mount_proc('/') { |req, res|
  $requests << req.body
  res['content-type'] = 'text/xml; charset=utf-8'
  res.body = '<?xml version="1.0" encoding="utf-8" ?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><AddResponse xmlns="http://tempuri.org/"><AddResult>3</AddResult><Extra><A>1</A><A>2</A></Extra></AddResponse></soap:Body></soap:Envelope>'
}
Thread.new { srv.start }
drv = SOAP::RPC::Driver.new("http://127.0.0.1:#{srv.config[:Port]}/", 'http://tempuri.org/', 'http://tempuri.org/Add')
drv.default_encodingstyle = SOAP::EncodingStyle::ASPDotNetHandler::Namespace
drv.add_method('Add', 'a', 'b')
r = drv.Add(1, 2)
p r.inspect.gsub(/0x[0-9a-f]+/, "0xX")
puts $requests
srv.shutdown
