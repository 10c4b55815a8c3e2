# OpenSSL::PKey::EC, EC::Group, EC::Point with fixed keys made by the
# openssl command (fixtures/ec*.pem): the private number and public point,
# PEM/DER round trips, ECDH with a known shared secret, ECDSA sign/verify,
# the curve's parameters, points, setters, errors.
# Expected output: fixtures/ref_ec.rb on the oracle (it reads the numbers
# from the openssl command: ec -text, pkeyutl -derive, ecparam).
require "openssl"
include OpenSSL

def hex(s) s.unpack("H*")[0] end
k = PKey::EC.new(File.read("fixtures/ec256.pem"))
b = PKey::EC.new(File.read("fixtures/ec256b.pem"))
bpub = PKey::EC.new(File.read("fixtures/ec256b_pub.pem"))
puts k.class, k.private_key?, k.public_key?, bpub.private_key?, bpub.public_key?
puts k.private_key.to_s(16).downcase, k.public_key.to_bn.to_s(16).downcase
puts k.group.curve_name, PKey::EC.new(File.read("fixtures/ec384.pem")).group.curve_name
puts k.to_pem == File.read("fixtures/ec256.pem"), bpub.to_pem == File.read("fixtures/ec256b_pub.pem")
puts PKey::EC.new(k.to_der).to_pem == k.to_pem, PKey::EC.new(bpub.to_der).public_key == b.public_key
puts hex(k.dh_compute_key(bpub.public_key)), k.dh_compute_key(b.public_key) == b.dh_compute_key(k.public_key)

# ECDSA: signatures are random; each verifies, a changed digest does not
dg = OpenSSL::Digest::SHA256.digest("message")
sig = k.dsa_sign_asn1(dg)
puts ASN1.decode(sig).value.size, k.dsa_verify_asn1(dg, sig), k.dsa_verify_asn1(dg.succ, sig)
pub = PKey::EC.new(k.group)
pub.public_key = k.public_key
puts pub.dsa_verify_asn1(dg, sig), pub.private_key?, pub.verify(OpenSSL::Digest::SHA256.new, k.sign(OpenSSL::Digest::SHA256.new, "m"), "m")

# the group and its points
g = k.group
puts g.degree, g.order.to_s(16).downcase, g.cofactor.to_i, g.point_conversion_form.inspect
puts hex(g.to_der), g.to_pem.lines.to_a[0]
puts PKey::EC::Group.new(g.to_pem) == g, PKey::EC::Group.new(g) == g, g == PKey::EC::Group.new("secp384r1")
gen = g.generator
puts gen.on_curve?, gen.infinity?, gen.to_bn.to_s(16).downcase
pt = PKey::EC::Point.new(g, k.public_key.to_bn)
puts pt == k.public_key, pt.group == g, PKey::EC::Point.new(pt) == pt
puts PKey::EC::Point.new(g).infinity?, pt.dup.set_to_infinity!.infinity?
inv = PKey::EC::Point.new(pt).invert!
puts inv == pt, inv.on_curve?, inv.invert!.make_affine! == pt
g2 = PKey::EC::Group.new("prime256v1")
g2.point_conversion_form = :compressed
puts PKey::EC::Point.new(g2, k.public_key.to_bn).to_bn.to_s(16).downcase

# setters and generated keys
n = PKey::EC.new
n.group = g
n.private_key = k.private_key
n.public_key = k.public_key
puts n.to_pem == k.to_pem, n.check_key
fresh = PKey::EC.new("secp384r1").generate_key
puts fresh.private_key?, fresh.group.degree, fresh.check_key
puts PKey::EC.builtin_curves.assoc("secp384r1").inspect

# errors
[lambda { PKey::EC.new("no-such-curve") }, lambda { PKey::EC.new.generate_key },
 lambda { bpub.dsa_sign_asn1(dg) }, lambda { PKey::EC::Group.new("no-such-curve") }].each do |f|
  begin
    f.call; puts "no error"
  rescue StandardError => e
    puts e.class
  end
end
