# OpenSSL::PKCS7: sign/verify (attached and detached), encrypt/decrypt,
# read_smime/write_smime round trips, and messages made by the openssl
# command (fixtures/pkcs7_*: see fixtures/README) read, verified and
# decrypted.  Expected output: fixtures/ref_pkcs7.rb on the oracle (the
# message, and the signer's issuer and serial from the openssl command).
require "openssl"
include OpenSSL

cert = X509::Certificate.new(File.read("fixtures/server_cert.pem"))
ca = X509::Certificate.new(File.read("fixtures/ca_cert.pem"))
key = PKey::RSA.new(File.read("fixtures/rsa1024.pem"))
store = X509::Store.new
store.add_cert(ca)
msg = File.read("fixtures/pkcs7_msg.txt")

# sign: attached, then through DER, PEM and S/MIME
p7 = PKCS7.sign(cert, key, msg, [ca], PKCS7::BINARY)
puts p7.type, p7.detached?, p7.data == msg
puts p7.certificates.map {|c| c.subject.to_s }.sort.inspect
s = p7.signers[0]
puts s.class, s.issuer.to_s, s.serial.to_i, s.signed_time.class, s.name.to_s
[PKCS7.new(p7.to_der), PKCS7.new(p7.to_pem), PKCS7.read_smime(PKCS7.write_smime(p7))].each do |q|
  puts [q.verify([], store, nil, PKCS7::NOVERIFY), q.data == msg, q.error_string.inspect].inspect
end
# the server certificate is for TLS servers: an S/MIME purpose check fails
puts PKCS7.new(p7.to_der).verify([], store)
puts PKCS7.new(p7.to_der).verify([], X509::Store.new)

# detached: the content travels beside the signature (signed as canonical
# text, CRLF line ends, without BINARY: what S/MIME carries)
crlf = msg.gsub("\n", "\r\n")
d = PKCS7.sign(cert, key, msg, [], PKCS7::DETACHED)
puts d.detached?, PKCS7.new(d.to_der).detached?, d.data == msg
puts PKCS7.new(d.to_der).verify([], store, crlf, PKCS7::NOVERIFY)
sm = PKCS7.write_smime(d)
puts sm.include?("multipart/signed"), sm.include?(msg.split("\n")[0])
r = PKCS7.read_smime(sm)
puts r.data.inspect, r.verify([], store, nil, PKCS7::NOVERIFY)
puts PKCS7.new(d.to_der).verify([], store, "tampered", PKCS7::NOVERIFY)
bd = PKCS7.sign(cert, key, msg, [], PKCS7::DETACHED | PKCS7::BINARY)
puts PKCS7.new(bd.to_der).verify([], store, msg, PKCS7::NOVERIFY)

# encrypt/decrypt with each kind of cipher argument
[Cipher::Cipher.new("AES-128-CBC"), "DES-EDE3-CBC", nil].each do |c|
  e = PKCS7.encrypt([cert], msg, c, PKCS7::BINARY)
  e2 = PKCS7.new(e.to_pem)
  puts [e.type, e2.decrypt(key, cert) == msg, e2.decrypt(key) == msg].inspect
end
# without BINARY the content is canonical text (CRLF line ends)
puts PKCS7.encrypt([cert], msg).decrypt(key, cert).inspect
e = PKCS7.encrypt([cert, ca], "two recipients", "AES-256-CBC")
puts e.recipients.map {|ri| [ri.class.name, ri.issuer.to_s, ri.serial.to_i, ri.enc_key.size] }.inspect
puts PKCS7.read_smime(PKCS7.write_smime(e)).decrypt(key, cert)

# made by the openssl command
enc = PKCS7.read_smime(File.read("fixtures/pkcs7_enc.smime"))
puts enc.type, enc.decrypt(key, cert) == crlf
sig = PKCS7.read_smime(File.read("fixtures/pkcs7_signed.smime"))
puts sig.type, sig.detached?, sig.verify([], store, nil, PKCS7::NOVERIFY)
puts sig.data.gsub("\r\n", "\n") == msg, sig.signers.map {|x| [x.issuer.to_s, x.serial.to_i] }.inspect
pem = PKCS7.new(File.read("fixtures/pkcs7_signed.pem"))
puts pem.detached?, pem.verify([], store, nil, PKCS7::NOVERIFY), pem.data == msg

# built by hand: type=, add_signer, add_certificate, add_data; cipher=,
# add_recipient
hand = PKCS7.new
hand.type = :signed
si = PKCS7::SignerInfo.new(cert, key, OpenSSL::Digest::SHA256.new)
puts si.serial.to_i, si.issuer.to_s
hand.add_signer(si)
hand.add_certificate(cert)
hand.add_data(msg)
q = PKCS7.new(hand.to_der)
puts q.type, q.verify([], store, nil, PKCS7::NOVERIFY), q.data == msg, q.signers.size
env = PKCS7.new
env.type = :enveloped
env.cipher = Cipher::Cipher.new("AES-128-CBC")
env.add_recipient(PKCS7::RecipientInfo.new(cert))
env.data = msg
puts PKCS7.new(env.to_der).decrypt(key, cert) == msg, PKCS7.new(env.to_der).recipients.size
begin
  PKCS7.new.type = :nope
rescue PKCS7::PKCS7Error => e
  puts e.message
end

# errors and constants
begin
  PKCS7.new("not a pkcs7")
rescue ArgumentError => e
  puts e.class
end
begin
  PKCS7.encrypt([cert], msg, "AES-128-CBC").decrypt(PKey::RSA.new(512))
rescue PKCS7::PKCS7Error => e
  puts e.class
end
puts PKCS7::PKCS7 == PKCS7, PKCS7::Signer == PKCS7::SignerInfo
puts [PKCS7::TEXT, PKCS7::NOCERTS, PKCS7::NOSIGS, PKCS7::NOCHAIN, PKCS7::NOINTERN,
      PKCS7::NOVERIFY, PKCS7::DETACHED, PKCS7::BINARY, PKCS7::NOATTR, PKCS7::NOSMIMECAP].inspect
