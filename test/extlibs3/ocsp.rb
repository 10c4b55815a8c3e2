# OpenSSL::OCSP: a CertificateId, a request (its DER is the openssl
# command's for the same certificates: a known vector), signed and
# verified; nonces; a basic response with a revoked entry, signed, wrapped
# in a Response and read back; errors; constants.
# Expected output: fixtures/ref_ocsp.rb on the oracle (the request DER from
# openssl ocsp -reqout, the serial from openssl x509, the flag values from
# OpenSSL's ocsp.h; the rest the values set, read back).
require "openssl"
include OpenSSL

ca = X509::Certificate.new(File.read("fixtures/ca_cert.pem"))
ca_key = PKey::RSA.new(File.read("fixtures/ca_key.pem"))
cert = X509::Certificate.new(File.read("fixtures/server_cert.pem"))
key = PKey::RSA.new(File.read("fixtures/rsa1024.pem"))
store = X509::Store.new
store.add_cert(ca)

cid = OCSP::CertificateId.new(cert, ca)
puts cid.serial.to_i, cid.cmp(OCSP::CertificateId.new(cert, ca)), cid.cmp(OCSP::CertificateId.new(ca, ca))
puts cid.cmp_issuer(OCSP::CertificateId.new(ca, ca))

req = OCSP::Request.new
req.add_certid(cid)
puts req.to_der.unpack("H*")[0]
req.add_nonce("n0nce")
req.sign(cert, key, [ca])
back = OCSP::Request.new(req.to_der)
puts back.certid.map {|c| c.serial.to_i }.inspect, back.certid[0].cmp(cid)
puts back.verify([], store), back.verify([], X509::Store.new), OCSP::Request.new.certid.inspect

bs = OCSP::BasicResponse.new
puts bs.copy_nonce(back)
bs.add_status(cid, OCSP::V_CERTSTATUS_REVOKED, OCSP::REVOKED_STATUS_KEYCOMPROMISE, -3600, -60, 3600, [])
bs.add_status(OCSP::CertificateId.new(ca, ca), OCSP::V_CERTSTATUS_GOOD, nil, nil, 0, nil, nil)
bs.sign(ca, ca_key, [])
puts back.check_nonce(bs), OCSP::Request.new.check_nonce(OCSP::BasicResponse.new)
res = OCSP::Response.create(OCSP::RESPONSE_STATUS_SUCCESSFUL, bs)
res = OCSP::Response.new(res.to_der)
puts res.status, res.status_string
basic = res.basic
puts basic.verify([ca], store), basic.verify([], X509::Store.new)
basic.status.each do |id, st, reason, rev, thisupd, nextupd, exts|
  puts [id.cmp(cid), st, reason, rev.class, thisupd.class, nextupd && (nextupd - thisupd).to_i, exts].inspect
end
rl = OCSP::Response.create(OCSP::RESPONSE_STATUS_TRYLATER, nil)
puts rl.status_string, rl.basic.inspect, OCSP::Response.new(rl.to_der).status

[lambda { OCSP::Request.new("junk") }, lambda { OCSP::Response.new("junk") },
 lambda { OCSP::Request.new.sign(cert, key.public_key) }].each do |f|
  begin
    f.call; puts "no error"
  rescue StandardError => e
    puts e.class
  end
end
puts [OCSP::RESPONSE_STATUS_SUCCESSFUL, OCSP::RESPONSE_STATUS_TRYLATER, OCSP::RESPONSE_STATUS_UNAUTHORIZED,
      OCSP::REVOKED_STATUS_NOSTATUS, OCSP::REVOKED_STATUS_REMOVEFROMCRL,
      OCSP::V_CERTSTATUS_GOOD, OCSP::V_CERTSTATUS_REVOKED, OCSP::V_CERTSTATUS_UNKNOWN].inspect
puts [OCSP::NOCERTS, OCSP::NOVERIFY, OCSP::TRUSTOTHER, OCSP::NOTIME].inspect
