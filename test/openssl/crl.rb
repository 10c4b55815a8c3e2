# OpenSSL::X509::CRL and Revoked, Store#add_crl with CRL checking: the
# CA's CRL of fixtures/ revokes the client certificate.  Expected output:
# fixtures/ref_crl.rb on the oracle, which reads the CRL with the openssl
# command (see fixtures/record-ref).
require "openssl"
require "helper"

ca = OpenSSL::X509::Certificate.new(File.read("fixtures/ca_cert.pem"))
crl = OpenSSL::X509::CRL.new(File.read("fixtures/ca_crl.pem"))
puts crl.version, crl.issuer.to_s, crl.signature_algorithm
puts crl.last_update.inspect, crl.next_update.inspect
crl.revoked.each {|r| puts [r.class, r.serial.to_s, r.time.inspect].inspect }
puts crl.extensions.map {|e| e.to_a }.inspect
puts crl.verify(ca.public_key), crl.verify(OpenSSL::PKey::RSA.new(File.read("fixtures/rsa1024.pem")))
puts crl.to_pem == File.read("fixtures/ca_crl.pem"), OpenSSL::X509::CRL.new(crl.to_der).to_der == crl.to_der
puts crl.to_text =~ /Revoked Certificates:/ ? "to_text ok" : crl.to_text

client = OpenSSL::X509::Certificate.new(File.read("fixtures/client_cert.pem"))
server = OpenSSL::X509::Certificate.new(File.read("fixtures/server_cert.pem"))
store = OpenSSL::X509::Store.new
store.add_cert(ca)
store.add_crl(crl)
puts store.verify(client), store.verify(server)
store.flags = OpenSSL::X509::V_FLAG_CRL_CHECK
puts store.verify(client), store.error, store.verify(server), store.error
show("bad crl") { OpenSSL::X509::CRL.new("junk") rescue $!.class }
show("CRLError") { OpenSSL::X509::CRLError.superclass }
