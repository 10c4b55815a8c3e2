# OpenSSL::ASN1: DER encoding of each universal type (known vectors),
# implicit and explicit tagging, decode back to the same classes and
# values, decode(x).to_der == x, traverse of a certificate, errors.
# Expected output: fixtures/ref_asn1.rb on the oracle (a DER encoder written
# there with pack, and the openssl command's asn1parse for the traverse).
require "openssl"
include OpenSSL

def hex(o) o.to_der.unpack("H*")[0] end
T = Time.utc(2008, 1, 2, 3, 4, 5)
items = [
  ASN1::Integer(0), ASN1::Integer(127), ASN1::Integer(128), ASN1::Integer(256),
  ASN1::Integer(-1), ASN1::Integer(-128), ASN1::Integer(-129), ASN1::Integer(2**64),
  ASN1::Integer(BN.new("65537")), ASN1::Enumerated(3),
  ASN1::Boolean(true), ASN1::Boolean(false), ASN1::Null(nil),
  ASN1::OctetString("ab\0c"), ASN1::UTF8String("caf\303\251"),
  ASN1::PrintableString("Ruby"), ASN1::IA5String("a@b"), ASN1::T61String("t"),
  ASN1::ObjectId("1.2.840.113549.1.1.1"), ASN1::ObjectId("sha1"), ASN1::ObjectId("2.5.4.3"),
  ASN1::UTCTime(T), ASN1::GeneralizedTime(T),
  ASN1::Sequence([ASN1::Integer(1), ASN1::Set([ASN1::Boolean(true)])]),
  ASN1::OctetString("x", 0, :IMPLICIT), ASN1::Integer(5, 2, :EXPLICIT),
  ASN1::Sequence([ASN1::Null(nil)], 3, :IMPLICIT, :APPLICATION),
  ASN1::Sequence([ASN1::Null(nil)], 1, :EXPLICIT),
  ASN1::ASN1Data.new("raw", 7, :PRIVATE),
  ASN1::ASN1Data.new([ASN1::Integer(9)], 1, :CONTEXT_SPECIFIC),
]
bs = ASN1::BitString("\xf0")
bs.unused_bits = 4
items << bs
items.each {|i| puts "#{i.class.name.split('::').last} #{hex(i)}" }

# decoding: the same class, tag, class of tag and value
def show(v)
  case v
  when Array then "[" + v.map {|e| show(e) }.join(", ") + "]"
  when ASN1::ASN1Data
    "#{v.class.name.split('::').last}(#{v.tag},#{v.tag_class},#{show(v.value)})"
  when BN then "BN:#{v.to_i}"
  else v.inspect
  end
end
items.each do |i|
  d = ASN1.decode(i.to_der)
  puts "#{show(d)} #{d.to_der == i.to_der}"
end
puts ASN1.decode(bs.to_der).unused_bits
puts show(ASN1.decode_all(ASN1::Integer(1).to_der + ASN1::Null(nil).to_der))
puts ASN1.decode("\x30\x80\x02\x01\x07\x00\x00").value[0].value.to_i

# a certificate: traverse, and decode/to_der gives it back
cert = X509::Certificate.new(File.read("fixtures/ca_cert.pem"))
ASN1.traverse(cert.to_der) {|depth, off, hlen, len, cons, tc, tag|
  puts [depth, off, hlen, len, cons, tc, tag].join(" ") }
puts ASN1.decode(cert).to_der == cert.to_der, ASN1.decode(cert.to_der).to_der == cert.to_der
tbs = ASN1.decode(cert).value[0]
puts tbs.value[0].tag_class, tbs.value[0].value[0].value.to_i
puts tbs.value.map {|v| v.class.name.split('::').last }.join(" ")

# ObjectId names, register, the module's constants
o = ASN1::ObjectId("1.2.840.113549.1.1.1")
puts [o.sn, o.ln, o.oid, o.short_name, o.long_name].inspect
puts ASN1::ObjectId("1.2.3.4").sn.inspect, ASN1::ObjectId("1.2.3.4").oid
puts ASN1::ObjectId.register("1.2.3.4.5.6", "rubyTestOID", "ruby test oid")
puts hex(ASN1::ObjectId("rubyTestOID")), ASN1.decode(ASN1::ObjectId("1.2.3.4.5.6").to_der).value
puts [ASN1::SEQUENCE, ASN1::SET, ASN1::UTF8STRING, ASN1::BMPSTRING, ASN1::EOC].inspect
puts ASN1::UNIVERSAL_TAG_NAME.values_at(1, 2, 16, 30).inspect
puts ASN1::Sequence.ancestors.include?(Enumerable), ASN1::Sequence.superclass, ASN1::Integer.superclass
puts ASN1::Sequence([ASN1::Integer(1), ASN1::Integer(2)]).map {|x| x.value.to_i }.inspect

# bad input is ASN1Error
["\x02\x05\x01", "\x05\x01\x00", "\x02\x01\x01\x00", "\x01\x02\xff\xff", ""].each do |bad|
  begin
    ASN1.decode(bad); puts "decoded"
  rescue ASN1::ASN1Error => e
    puts e.class
  end
end
[lambda { ASN1::ObjectId("no.such").to_der }, lambda { ASN1::ASN1Data.new("x", 1, :NOPE) },
 lambda { ASN1::Null(1).to_der }].each do |f|
  begin
    f.call; puts "no error"
  rescue ASN1::ASN1Error => e
    puts e.class
  end
end
