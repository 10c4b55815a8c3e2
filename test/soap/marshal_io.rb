# SOAP::Marshal to and from IO objects (StringIO, File); its aliases.
require 'soap/marshal'
require 'stringio'
io = StringIO.new
r = SOAP::Marshal.dump([1, "two"], io)
p r.class, io.string.size
io.rewind
p SOAP::Marshal.load(io)
p SOAPMarshal == SOAP::Marshal
p SOAP::Marshal.marshal(:a).size == SOAP::Marshal.dump(:a).size, SOAP::Marshal.unmarshal(SOAP::Marshal.dump(:a))
File.open('m.xml', 'w') { |f| SOAP::Marshal.dump({"k" => [1.5]}, f) }
File.open('m.xml') { |f| p SOAP::Marshal.load(f) }
File.delete('m.xml')
