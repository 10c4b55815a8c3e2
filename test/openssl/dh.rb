# OpenSSL::PKey::DH with the parameters of fixtures/dh512.pem (openssl
# dhparam): two parties agree on a secret.  Expected output:
# fixtures/ref_dh.rb on the oracle, which reads the parameters with the
# openssl command (see fixtures/record-ref).
require "openssl"
require "helper"

PEM = File.read("fixtures/dh512.pem")
a = OpenSSL::PKey::DH.new(PEM)
puts [a.class, a.public?, a.private?, a.p.num_bits, a.g.to_i, a.pub_key.inspect].inspect
puts a.p.to_s(16), a.to_pem == PEM, OpenSSL::PKey::DH.new(a.to_der).to_pem == PEM
puts a.params_ok?, a.params.keys.sort.inspect, a.params["pub_key"].to_s
b = OpenSSL::PKey::DH.new(PEM)
a.generate_key!
b.generate_key!
puts [a.public?, a.private?, a.pub_key != b.pub_key, a.to_pem == PEM].inspect
s1 = a.compute_key(b.pub_key)
s2 = b.compute_key(a.pub_key)
puts s1 == s2, s1.size <= 64, s1.size > 56
puts a.public_key.class, a.public_key.public?, a.public_key.to_pem == PEM
puts a.to_text =~ /DH Parameters: \(512 bit\)/ ? "to_text ok" : a.to_text
g = OpenSSL::PKey::DH.generate(512)
puts [g.p.num_bits, g.g.to_i, g.private?, g.params_ok?].inspect
g = OpenSSL::PKey::DH.new(512, 5)
puts [g.p.num_bits, g.g.to_i].inspect
show("junk") { OpenSSL::PKey::DH.new("junk") rescue $!.class }
show("bad peer") { a.compute_key(0) rescue $!.class }
show("DHError") { [OpenSSL::PKey::DHError.superclass, OpenSSL::PKey::DH.superclass] }
