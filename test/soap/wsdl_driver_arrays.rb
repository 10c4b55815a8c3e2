# A WSDL rpc/encoded driver with a SOAP-ENC array of structs and an
# enumerated simple type (a value outside it is refused before sending).
require 'soap/wsdlDriver'
require 'webrick'
$requests = []
srv = WEBrick::HTTPServer.new(:BindAddress => '127.0.0.1', :Port => 0, :Logger => WEBrick::Log.new(nil, 0), :AccessLog => [])
srv.mount_proc('/calc') { |req, res|
  $requests << req.body
  res['content-type'] = 'text/xml; charset=utf-8'
  res.body = '<?xml version="1.0" encoding="utf-8" ?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:enc="http://schemas.xmlsoap.org/soap/encoding/"><env:Body><n1:sumResponse xmlns:n1="urn:calc" env:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><return xmlns:n2="urn:calc" xsi:type="enc:Array" enc:arrayType="n2:Point[1]"><item xsi:type="n2:Point"><x xsi:type="xsd:int">9</x><y xsi:type="xsd:int">8</y></item></return></n1:sumResponse></env:Body></env:Envelope>'
}
Thread.new { srv.start }
drv = SOAP::WSDLDriverFactory.new('fixtures/calc2.wsdl').create_rpc_driver
drv.endpoint_url = "http://127.0.0.1:#{srv.config[:Port]}/calc"
r = drv.sum([{"x" => 1, "y" => 2}, {"x" => 3, "y" => 4, "label" => "l"}], "red")
p r.class, r.size, r[0].class, r[0].x, r[0].y
begin; drv.sum([], "blue"); rescue Exception => e; p e.class, e.message; end
puts $requests
srv.shutdown
