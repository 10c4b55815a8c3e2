# The deprecated WSDLDriverFactory#create_driver: a WSDLDriver that sends
# untyped values.
require 'soap/wsdlDriver'
require 'webrick'
$requests = []
srv = WEBrick::HTTPServer.new(:BindAddress => '127.0.0.1', :Port => 0, :Logger => WEBrick::Log.new(nil, 0), :AccessLog => [])
srv.mount_proc('/calc') { |req, res|
  $requests << [req['soapaction'], req.body]
  res['content-type'] = 'text/xml; charset=utf-8'
  res.body = if req.body =~ /add/
    '<?xml version="1.0" encoding="utf-8" ?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><env:Body><n1:addResponse xmlns:n1="urn:calc" env:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><return xsi:type="xsd:int">3</return></n1:addResponse></env:Body></env:Envelope>'
  else
    '<?xml version="1.0" encoding="utf-8" ?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><env:Body><n1:moveResponse xmlns:n1="urn:calc" env:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><return xmlns:n2="urn:calc" xsi:type="n2:Point"><x xsi:type="xsd:int">4</x><y xsi:type="xsd:int">2</y></return></n1:moveResponse></env:Body></env:Envelope>'
  end
}
Thread.new { srv.start }
factory = SOAP::WSDLDriverFactory.new('fixtures/calc.wsdl')
drv = factory.create_driver
p drv.class
drv.endpoint_url = "http://127.0.0.1:#{srv.config[:Port]}/calc"
p drv.add(1, 2)
r = drv.move({"x" => 3, "y" => 2}, 1)
p r.class, r.x, r.y
$requests.each { |sa, body| puts sa, body }
srv.shutdown
