# Making X.509 objects: a CRL with revoked entries, entry and CRL
# extensions, signed and read back; a certificate request with attributes
# (X509::Attribute); Netscape::SPKI (its signature with a fixed key is
# deterministic: a known vector); PKCS12.create read back.
# Expected output: fixtures/ref_x509_make.rb on the oracle (the SPKAC from
# the openssl command, the rest the values set, read back).
require "openssl"
include OpenSSL

ca = X509::Certificate.new(File.read("fixtures/ca_cert.pem"))
ca_key = PKey::RSA.new(File.read("fixtures/ca_key.pem"))
key = PKey::RSA.new(File.read("fixtures/rsa1024.pem"))
cert = X509::Certificate.new(File.read("fixtures/server_cert.pem"))

# CRL
crl = X509::CRL.new
crl.version = 1
crl.issuer = ca.subject
crl.last_update = Time.utc(2008, 1, 1)
crl.next_update = Time.utc(2030, 1, 1)
r1 = X509::Revoked.new
r1.serial = 5
r1.time = Time.utc(2008, 6, 1)
r1.add_extension(X509::Extension.new("CRLReason", ASN1::Enumerated(1).to_der))
r2 = X509::Revoked.new
r2.serial = OpenSSL::BN.new("3")
r2.time = Time.utc(2008, 5, 1)
crl.revoked = [r1, r2]
crl.add_extension(X509::Extension.new("crlNumber", ASN1::Integer(7).to_der))
crl.sign(ca_key, OpenSSL::Digest::SHA256.new)
puts crl.verify(ca_key), crl.verify(key)
back = X509::CRL.new(crl.to_der)
puts back.version, back.issuer.to_s, back.last_update.inspect, back.next_update.inspect
back.revoked.each {|r| puts [r.serial.to_i, r.time.inspect, r.extensions.map {|e| e.oid }].inspect }
puts back.extensions.map {|e| [e.oid, e.critical?] }.inspect, back.signature_algorithm
puts X509::CRL.new(crl.to_pem).to_der == crl.to_der
store = X509::Store.new
store.add_cert(ca)
store.add_crl(back)
store.flags = X509::V_FLAG_CRL_CHECK
puts store.verify(ca)
begin
  crl.version = -1
rescue X509::CRLError => e
  puts e.message
end

# request attributes
a = X509::Attribute.new("challengePassword", ASN1::Set([ASN1::PrintableString("secret")]))
puts a.oid, a.value.class, a.to_der.unpack("H*")[0]
req = X509::Request.new
req.subject = X509::Name.parse("/CN=req")
req.public_key = key.public_key
req.add_attribute(a)
req.sign(key, OpenSSL::Digest::SHA256.new)
r = X509::Request.new(req.to_pem)
puts r.verify(key), r.attributes.map {|x| [x.oid, x.value.value.map {|v| v.value }] }.inspect
puts X509::Attribute.new(a.to_der).to_der == a.to_der
r.attributes = []
puts r.attributes.inspect
[lambda { X509::Attribute.new("no.such", ASN1::Set([])).to_der }, lambda { X509::Attribute.new("junk") },
 lambda { X509::Attribute.new("challengePassword", "not asn1") }].each do |f|
  begin f.call; puts "no error"
  rescue StandardError => e; puts e.class end
end

# Netscape::SPKI
spki = Netscape::SPKI.new
spki.public_key = key.public_key
spki.challenge = "chal"
spki.sign(key, OpenSSL::Digest::MD5.new)
puts spki.to_pem, spki.verify(key), spki.verify(ca_key)
back = Netscape::SPKI.new(spki.to_pem)
puts back.challenge, back.public_key.to_pem == key.public_key.to_pem, back.verify(key)
puts Netscape::SPKI.new(spki.to_der).to_der == spki.to_der
puts Netscape::SPKI.new.challenge.inspect
begin
  Netscape::SPKI.new("junk")
rescue Netscape::SPKIError => e
  puts e.class
end

# PKCS12.create
p12 = PKCS12.create("pw", "friendly", key, cert, [ca])
q = PKCS12.new(p12.to_der, "pw")
puts q.key.to_pem == key.to_pem, q.certificate.to_der == cert.to_der
puts q.ca_certs.map {|c| c.subject.to_s }.inspect
q = PKCS12.new(PKCS12.create("", nil, key, cert, nil, "PBE-SHA1-3DES", "PBE-SHA1-3DES", 1000, 1000).to_der, "")
puts q.ca_certs.inspect, q.certificate.subject.to_s
begin
  PKCS12.new(p12.to_der, "wrong")
rescue PKCS12::PKCS12Error => e
  puts e.class
end
