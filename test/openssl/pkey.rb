# OpenSSL::PKey::RSA and DSA with the fixed keys of fixtures/ (made by the
# openssl command).  Expected output: fixtures/ref_pkey.rb on the oracle,
# which asks the openssl command for the PEM forms, the deterministic
# signatures and the parameters (see fixtures/record-ref).
require "openssl"
require "helper"

RSA_PEM = File.read("fixtures/rsa1024.pem")
DSA_PEM = File.read("fixtures/dsa1024.pem")
rsa = OpenSSL::PKey::RSA.new(RSA_PEM)
pub = rsa.public_key
puts [rsa.class, rsa.private?, rsa.public?, pub.class, pub.private?, pub.public?].inspect
puts rsa.to_pem == RSA_PEM, rsa.export == RSA_PEM, rsa.to_s == RSA_PEM
puts pub.to_pem
puts [rsa.to_der.unpack("H*")[0][0, 40], pub.to_der.size].inspect
puts rsa.n.to_s(16), rsa.e.to_s, rsa.n.num_bits, rsa.d.num_bits > 1000
puts [pub.d.inspect, pub.params["d"].to_s, rsa.params.keys.sort].inspect
puts rsa.params["n"] == rsa.n, (rsa.p * rsa.q) == rsa.n, rsa.iqmp.class
puts rsa.to_text =~ /modulus:/ ? "text ok" : rsa.to_text
puts OpenSSL::PKey::RSA.new(rsa.to_der).to_pem == RSA_PEM
puts OpenSSL::PKey::RSA.new(pub.to_pem).to_pem == pub.to_pem, OpenSSL::PKey::RSA.new(pub.to_der).private?

%w(SHA1 SHA256 MD5).each {|md|
  sig = rsa.sign(OpenSSL::Digest.new(md), "data to sign")
  puts "sign #{md}: #{sig.unpack('H*')[0]}"
  puts [pub.verify(md, sig, "data to sign"), pub.verify(md, sig, "data to sigN"),
        rsa.verify(OpenSSL::Digest.new(md), sig, "data to sign")].inspect
}
puts rsa.private_encrypt("raw").unpack("H*")
puts pub.public_decrypt(rsa.private_encrypt("raw"))
ct = pub.public_encrypt("secret message")
puts ct.size, rsa.private_decrypt(ct)
ct = pub.public_encrypt("oaep", OpenSSL::PKey::RSA::PKCS1_OAEP_PADDING)
puts rsa.private_decrypt(ct, OpenSSL::PKey::RSA::PKCS1_OAEP_PADDING)
puts [OpenSSL::PKey::RSA::PKCS1_PADDING, OpenSSL::PKey::RSA::SSLV23_PADDING,
      OpenSSL::PKey::RSA::NO_PADDING, OpenSSL::PKey::RSA::PKCS1_OAEP_PADDING].inspect

enc = rsa.export(OpenSSL::Cipher.new("AES-128-CBC"), "pass phrase")
puts enc.split("\n")[0, 2], enc.split("\n")[2][0, 22]
puts OpenSSL::PKey::RSA.new(enc, "pass phrase").to_pem == RSA_PEM
enc = rsa.to_pem(OpenSSL::Cipher::DES.new("EDE3", "CBC"), "pw")
puts enc.split("\n")[2][0, 23]
puts OpenSSL::PKey::RSA.new(enc, "pw").to_pem == RSA_PEM
show("block password") { OpenSSL::PKey::RSA.new(enc) { "pw" }.private? }
show("wrong password") { OpenSSL::PKey::RSA.new(enc, "px") rescue $!.class }
show("no password") { OpenSSL::PKey::RSA.new(enc) rescue $!.class }

dsa = OpenSSL::PKey::DSA.new(DSA_PEM)
dpub = dsa.public_key
puts [dsa.class, dsa.private?, dsa.public?, dpub.private?, dsa.p.num_bits, dsa.q.num_bits].inspect
puts dsa.to_pem == DSA_PEM
puts dpub.to_pem
puts dsa.pub_key.to_s(16), dsa.params.keys.sort.inspect
sig = dsa.sign(OpenSSL::Digest::SHA1.new, "dsa data")
puts [dpub.verify(OpenSSL::Digest::SHA1.new, sig, "dsa data"), dpub.verify("SHA1", sig, "dsa datA")].inspect
dg = OpenSSL::Digest::SHA1.digest("x")
puts [dpub.sysverify(dg, dsa.syssign(dg)), dpub.sysverify(dg.reverse, dsa.syssign(dg))].inspect
puts OpenSSL::PKey::DSA.new(dpub.to_der).to_pem == dpub.to_pem

key = OpenSSL::PKey::RSA.generate(1024, 3)
puts [key.n.num_bits, key.e.to_i, key.private?].inspect
key = OpenSSL::PKey::RSA.new(768)
puts [key.n.num_bits, key.e.to_i].inspect
key = OpenSSL::PKey::DSA.generate(1024)
puts [key.p.num_bits, key.q.num_bits, key.private?].inspect

show("RSA of DSA") { OpenSSL::PKey::RSA.new(DSA_PEM) rescue $!.class }
show("garbage") { OpenSSL::PKey::RSA.new("garbage") rescue $!.class }
show("sign public") { pub.sign(OpenSSL::Digest::SHA1.new, "x") }
show("decrypt public") { pub.private_decrypt(ct) }
show("bad decrypt") { rsa.private_decrypt("x" * 128) rescue $!.class }
show("PKey.new") { OpenSSL::PKey::PKey.new }
show("errors") { [OpenSSL::PKey::RSAError.superclass, OpenSSL::PKey::DSAError.superclass, OpenSSL::PKey::PKeyError.superclass] }
show("superclass") { [OpenSSL::PKey::RSA.superclass, OpenSSL::PKey::DSA.superclass] }
