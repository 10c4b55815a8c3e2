# A user mapping registry on both ends: a class as a typed struct and
# Arrays as typed int arrays.
require 'soap/rpc/driver'
require 'soap/rpc/standaloneServer'
class Pt; attr_accessor :x, :y; def initialize(x = nil, y = nil); @x = x; @y = y; end; end
Reg = SOAP::Mapping::Registry.new
Reg.set(Pt, SOAP::SOAPStruct, SOAP::Mapping::Registry::TypedStructFactory, {:type => XSD::QName.new('urn:pt', 'Point')})
Reg.set(Array, SOAP::SOAPArray, SOAP::Mapping::Registry::TypedArrayFactory, {:type => XSD::XSDInt::Type})
class Svc
  def flip(pt) Pt.new(pt.y, pt.x) end
  def total(list) list.inject(0) { |s, i| s + i } end
  def kind(pt) pt.class.name end
end
class Server < SOAP::RPC::StandaloneServer
  def on_init
    self.mapping_registry = Reg
    add_method(Svc.new, 'flip', 'pt')
    add_method(Svc.new, 'total', 'list')
    add_method(Svc.new, 'kind', 'pt')
  end
end
server = Server.new('reg', 'urn:reg', '127.0.0.1', 0)
t = Thread.new { server.start }
drv = SOAP::RPC::Driver.new("http://127.0.0.1:#{server.server.config[:Port]}/", 'urn:reg')
drv.mapping_registry = Reg
%w(flip total kind).each { |m| drv.add_method(m, 'arg') }
log = ''
drv.wiredump_dev = log
r = drv.flip(Pt.new(1, 2)); p r.class, r.x, r.y
p drv.total([1, 2, 3])
p drv.kind(Pt.new(0, 0))
server.shutdown; t.join
log.scan(/^<- "(<\?xml.*)"$/) { |m| puts eval('"' + m[0] + '"') }
