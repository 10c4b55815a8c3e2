# SOAP::WSDLDriverFactory on a document/literal WSDL: the request element is
# built from the schema (qualified children, optional ones left out), first
# from a Hash, then from the generated classes, whose answer class is used.
require 'wsdl/importer'
require 'wsdl/soap/classDefCreator'
File.open('docgen.rb', 'w') { |f| f << WSDL::SOAP::ClassDefCreator.new(WSDL::Importer.import('fixtures/doc.wsdl')).dump }
GEN = 'docgen.rb'
require 'soap/wsdlDriver'
require 'webrick'
$requests = []
srv = WEBrick::HTTPServer.new(:BindAddress => '127.0.0.1', :Port => 0, :Logger => WEBrick::Log.new(nil, 0), :AccessLog => [])
srv.mount_proc('/shop') { |req, res|
  $requests << [req['soapaction'], req.body]
  res['content-type'] = 'text/xml; charset=utf-8'
  res.body = '<?xml version="1.0" encoding="utf-8" ?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><orderResponse xmlns="urn:shop"><total>12.50</total></orderResponse></env:Body></env:Envelope>'
}
Thread.new { srv.start }
factory = SOAP::WSDLDriverFactory.new('fixtures/doc.wsdl')
drv = factory.create_rpc_driver
drv.endpoint_url = "http://127.0.0.1:#{srv.config[:Port]}/shop"
r = drv.placeOrder({"id" => "o1", "item" => [{"sku" => "a", "qty" => 1}, {"sku" => "b", "qty" => 2}], "when" => nil})
p r.class, (r.total rescue $!)
if defined?(GEN)
  eval(File.read(GEN))
  r = drv.placeOrder(Order.new("o2", [Item.new("c", 3)], nil))
  p r.class, r.total
end
$requests.each { |sa, body| puts sa, body }
srv.shutdown
