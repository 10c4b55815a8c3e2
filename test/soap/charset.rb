# Character sets: documents in other encodings, a forced charset, $KCODE and
# XSD::Charset.encoding (text converted from UTF-8 to the internal encoding).
require 'soap/marshal'
x = "<?xml version=\"1.0\" encoding=\"iso-8859-1\"?><env:Envelope xmlns:env=\"http://schemas.xmlsoap.org/soap/envelope/\" xmlns:xsd=\"http://www.w3.org/2001/XMLSchema\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"><env:Body><s xsi:type=\"xsd:string\">caf\351</s></env:Body></env:Envelope>"
p((SOAP::Marshal.load(x) rescue $!))
u = "<?xml version=\"1.0\" encoding=\"utf-8\"?><env:Envelope xmlns:env=\"http://schemas.xmlsoap.org/soap/envelope/\" xmlns:xsd=\"http://www.w3.org/2001/XMLSchema\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"><env:Body><s xsi:type=\"xsd:string\">caf\303\251</s></env:Body></env:Envelope>"
p((SOAP::Marshal.load(u) rescue $!))
p SOAP::Processor.unmarshal(u, :charset => 'utf-8').body.root_node.data
p((SOAP::Processor.unmarshal(u, :charset => 'euc-jp').body.root_node.data rescue $!))
$KCODE = 'u'
p((SOAP::Marshal.load(u) rescue $!))
puts SOAP::Marshal.dump("caf\303\251")[-60..-1]
p XSD::Charset.encoding
XSD::Charset.encoding = 'EUC'
p((SOAP::Marshal.load(u) rescue $!))
puts((SOAP::Marshal.dump("\244\242") rescue $!.class)[-60..-1])
