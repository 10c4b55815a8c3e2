# SOAP base types on edge values (their to_s, type and parent), SOAPStruct,
# SOAPArray, headers, body, fault, envelope, error classes
require 'soap/baseData'
require 'soap/soap'
require "helper"   # show(label) { expr }
include SOAP
[
 [SOAPDateTime, %w(2002-05-18T16:52:20Z 2002-05-18T16:52:20.5+09:00 0000-01-01T00:00:00Z -0001-01-01T00:00:00Z)],
 [SOAPDate, %w(2002-05-18 2002-05-18Z)],
 [SOAPTime, %w(16:52:20 16:52:20.25Z)],
 [SOAPDecimal, %w(0 -0.0 1.10 abc)],
 [SOAPFloat, %w(0 -0 1.1 INF NaN abc)],
 [SOAPDouble, %w(0 1e308 -INF)],
 [SOAPInteger, %w(0 -1 123456789012345678901234567890)],
 [SOAPLong, %w(9223372036854775807 9223372036854775808)],
 [SOAPInt, %w(2147483647 2147483648)],
 [SOAPBoolean, %w(true false 1 0 x)],
 [SOAPBase64, %w(aGVsbG8=)],
 [SOAPHexBinary, %w(0a0B zz)],
 [SOAPString, %w(abc)],
 [SOAPDuration, %w(P1Y2M3DT10H30M -P1D)],
 [SOAPAnyURI, %w(http://a/b)],
 [SOAPQName, %w(a:b)],
 [SOAPGYear, %w(2002)],
 [SOAPShort, %w(32768)],
 [SOAPUnsignedByte, %w(255 256)],
].each do |k, vs|
  vs.each do |v|
    show("#{k.name.sub('SOAP::', '')} #{v}") { o = k.new(v); [o.to_s, o.type.to_s, o.class.superclass.name] }
  end
end
show(:b64_from_str) { o = SOAPBase64.new("hello"); [o.to_s, o.string, o.as_xsd.class] rescue [o.to_s, $!.class] }
show(:soapnil) { o = SOAPNil.new; [o.to_s, o.type.to_s, o.is_nil] }
show(:struct) { s = SOAPStruct.new(XSD::QName.new("urn:x", "T")); s.add("a", SOAPInt.new(1)); s.add("b", SOAPString.new("x")); s.add("a", SOAPInt.new(2)); [s.members, s["a"].class, (s["a"].map { |x| x.data } rescue s["a"].data), s.to_obj, s.type.to_s] }
show(:array) { a = SOAPArray.new(ValueArrayName, 1, XSD::XSDAnyType::Type); a.add(SOAPInt.new(1)); a.add(SOAPString.new("s")); [a.size, a.rank, a.to_a.map { |x| x.data }, a.arytype.to_s, a.type.to_s, a.offset, a.sparse] }
show(:array_parse) { SOAPArray.parse_type("xsd:int[2,3]") rescue $!.class }
show(:header) { h = SOAPHeader.new; h.add("x", SOAPHeaderItem.new(SOAPElement.new("x", "y"), true)); [h.length, h.encodingstyle] }
show(:body) { b = SOAPBody.new(SOAPElement.new("r", "x")); [b.root_node.elename.to_s, b.fault, b.response] }
show(:fault) { f = SOAPFault.new(SOAPString.new("Server"), SOAPString.new("msg"), SOAPString.new("actor")); [f.faultcode.data, f.faultstring.data, f.faultactor.data, f.detail] }
show(:envelope) { e = SOAPEnvelope.new(SOAPHeader.new, SOAPBody.new(SOAPInt.new(1))); [e.header.class, e.body.class, e.external_content.class] }
show(:ref) { r = SOAPReference.new(SOAPInt.new(1)); [r.refid.class, r.__getobj__.data] rescue $!.class }
show(:constants) { [SOAP::EnvelopeNamespace, SOAP::EncodingNamespace, SOAP::LiteralNamespace, SOAP::Charset, SOAP::AttrRoot, SOAP::SOAPNamespaceTag, SOAP::Version] }
show(:errors) { [SOAP::Error.superclass, SOAP::RPCRoutingError.superclass, SOAP::EmptyResponseError.superclass, SOAP::ResponseFormatError.superclass, SOAP::UnhandledMustUnderstandHeaderError.superclass, SOAP::FaultError.superclass, SOAP::StreamError.superclass, SOAP::HTTPStreamError.superclass, SOAP::PostUnavailableError.superclass, SOAP::MPostUnavailableError.superclass, SOAP::ArrayIndexOutOfBoundsError.superclass, SOAP::ArrayStoreError.superclass, SOAP::RPCServerException.superclass] }
