# SOAP::RPC::Driver against a recording WEBrick servlet: header handlers
# (rpc and document), document/literal methods, SOAPAction, nil and fault
# answers; the requests are printed as received.
require 'soap/rpc/driver'
require 'soap/header/simplehandler'
require 'webrick'
$responses = []
$requests = []
srv = WEBrick::HTTPServer.new(:BindAddress => '127.0.0.1', :Port => 0, :Logger => WEBrick::Log.new(nil, 0), :AccessLog => [])
srv.mount_proc('/') { |req, res| $requests << [req['soapaction'], req.body]; res['content-type'] = 'text/xml; charset=utf-8'; res.body = $responses.shift }
Thread.new { srv.start }
PORT = srv.config[:Port]
class H < SOAP::Header::SimpleHandler
  def initialize; super(XSD::QName.new("urn:h", "auth")); end
  def on_simple_outbound; {"user" => "joe"}; end
  def on_simple_inbound(my_header, mu); p [:in, my_header, mu]; end
end
drv = SOAP::RPC::Driver.new("http://127.0.0.1:#{PORT}/", 'urn:calc')
drv.headerhandler << H.new
drv.add_method('add', 'a', 'b')
drv.add_document_method('doc', 'urn:soapaction', XSD::QName.new('urn:d', 'req'), XSD::QName.new('urn:d', 'res'))
drv.add_method_with_soapaction('sa', 'urn:sa', 'x')
p drv.methods(false).sort rescue p $!
$responses << '<?xml version="1.0" encoding="utf-8" ?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><env:Header><n1:auth xmlns:n1="urn:h"><a>1</a></n1:auth></env:Header><env:Body><n1:addResponse xmlns:n1="urn:calc" env:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><return xsi:type="xsd:int">3</return></n1:addResponse></env:Body></env:Envelope>'
log = ''
drv.wiredump_dev = log
p drv.add(1, 2)
r = $requests.shift; puts r[0]; puts r[1]
$responses << '<?xml version="1.0" encoding="utf-8" ?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><n1:res xmlns:n1="urn:d"><v>ok</v></n1:res></env:Body></env:Envelope>'
log.replace('')
r = drv.doc({"x" => "1", "y" => ["a", "b"]})
p r.class, r.v rescue p $!
r = $requests.shift; puts r[0]; puts r[1]
$responses << '<?xml version="1.0" encoding="utf-8" ?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><env:Body><n1:saResponse xmlns:n1="urn:calc" env:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><return xsi:nil="true"/></n1:saResponse></env:Body></env:Envelope>'
p drv.sa("q")
r = $requests.shift; puts r[0]; puts r[1]
$responses << '<?xml version="1.0" encoding="utf-8" ?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault><faultcode>env:Client</faultcode><faultstring>nope</faultstring></env:Fault></env:Body></env:Envelope>'
begin; drv.sa("q"); rescue Exception => e; p e.class, e.message, e.faultcode.class, e.faultcode.data; end
$requests.shift
srv.shutdown rescue nil
