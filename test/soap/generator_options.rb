# SOAP::Processor.marshal of hand-built trees: multi-dimensional, typed and
# sparse arrays, generator options (no explicit type, no indent, numeric
# character references, qualified elements), literal elements, binary types.
require 'soap/marshal'
require 'soap/processor'
include SOAP
def show(obj, opt = {})
  body = SOAPBody.new
  body.add(obj.elename.name, obj)
  puts Processor.marshal(SOAPEnvelope.new(nil, body), opt).sub(/\A.*?<env:Body>\n/m,'').sub(/  <\/env:Body>.*/m,'')
rescue Exception => e
  p e
end
def named(o, n) o.elename = XSD::QName.new(nil, n); o end
a = Mapping.ary2md([[1, 2], [3, 4]], 2); show named(a, 'md')
a = Mapping.ary2soap([1, "x"], XSD::Namespace, 'anyType'); show named(a, 'plain')
s = SOAPStruct.new(XSD::QName.new("urn:t", "T")); s.add("a", SOAPString.new("<x>")); s.add("b", SOAPNil.new); show named(s, 'st')
show named(s, 'st'), :generate_explicit_type => false
show named(s, 'st'), :no_indent => true
show named(SOAPString.new("caf\303\251"), 'u'), :use_numeric_character_reference => true
e = SOAPElement.new(XSD::QName.new("urn:e", "lit")); e.add(SOAPElement.new("c", "text")); e.extraattr["k"] = "v"; show e
show named(SOAPBase64.new("bin\000ary"), 'b64')
show named(SOAPHexBinary.new("hi"), 'hex')
x = SOAPArray.new(ValueArrayName, 1, XSD::XSDInt::Type); x.sparse = true; x[2] = SOAPInt.new(5); x[5] = SOAPInt.new(6); show named(x, 'sp')
show named(SOAPRawString.new("<raw/>"), 'raw')
show named(SOAPDateTime.new(Time.at(0).utc), 'dt')
q = SOAPStruct.new; q.add("n", SOAPInt.new(1)); q.elename = XSD::QName.new("urn:q", "qual"); show q
show q, :elementformdefault => true
f = SOAPFault.new(SOAPString.new("env:Server"), SOAPString.new("msg"), SOAPString.new("actor"))
puts Processor.marshal(SOAPEnvelope.new(nil, SOAPBody.new(f)))
a = Mapping.ary2soap([1, 2], XSD::Namespace, 'int'); show named(a, 'ints')
x = SOAPArray.new(ValueArrayName, 1, XSD::XSDInt::Type); x.add(SOAPInt.new(7)); x.add(SOAPString.new("s")); show named(x, 'typed')
