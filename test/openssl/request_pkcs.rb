# OpenSSL::X509::Request, OpenSSL::PKCS5 (PBKDF2) and OpenSSL::PKCS12.
# Expected output: fixtures/ref_request_pkcs.rb on the oracle (the request
# made by the openssl command, PBKDF2 written in Ruby over the oracle's
# Digest; see fixtures/record-ref).
require "openssl"
require "helper"

key = OpenSSL::PKey::RSA.new(File.read("fixtures/rsa1024.pem"))
req = OpenSSL::X509::Request.new
req.version = 0
req.subject = OpenSSL::X509::Name.parse("/C=JP/O=Ruby/CN=request")
req.public_key = key.public_key
req.sign(key, OpenSSL::Digest::SHA256.new)
puts req.to_pem
puts [req.version, req.subject.to_s, req.signature_algorithm, req.verify(key), req.verify(OpenSSL::PKey::RSA.new(File.read("fixtures/ca_key.pem")))].inspect
again = OpenSSL::X509::Request.new(req.to_der)
puts again.to_pem == req.to_pem, again.public_key.to_pem == key.public_key.to_pem, OpenSSL::X509::Request.new(req.to_pem).to_der == req.to_der
puts req.to_text =~ /Subject: C\s?=\s?JP, O\s?=\s?Ruby, CN\s?=\s?request/ ? "to_text ok" : req.to_text
ef = OpenSSL::X509::ExtensionFactory.new
ef.subject_request = req
puts ef.create_extension("subjectKeyIdentifier", "hash").value
show("bad request") { OpenSSL::X509::Request.new("junk") rescue $!.class }

puts OpenSSL::PKCS5.pbkdf2_hmac_sha1("password", "salt", 1, 20).unpack("H*")
puts OpenSSL::PKCS5.pbkdf2_hmac_sha1("password", "salt", 4096, 20).unpack("H*")
puts OpenSSL::PKCS5.pbkdf2_hmac("passwordPASSWORDpassword", "saltSALTsaltSALTsaltSALTsaltSALTsalt", 10, 40, OpenSSL::Digest::SHA256.new).unpack("H*")
puts OpenSSL::PKCS5.pbkdf2_hmac("pw", "NaCl", 3, 16, "MD5").unpack("H*")

p12 = OpenSSL::PKCS12.new(File.read("fixtures/server.p12"), "secret")
puts p12.key.to_pem == key.to_pem, p12.certificate.subject.to_s, p12.ca_certs.map {|c| c.subject.to_s }.inspect
show("wrong password") { OpenSSL::PKCS12.new(File.read("fixtures/server.p12"), "nope") rescue $!.class }
show("errors") { [OpenSSL::X509::RequestError, OpenSSL::PKCS5::PKCS5Error, OpenSSL::PKCS12::PKCS12Error].map {|k| k.superclass } }
