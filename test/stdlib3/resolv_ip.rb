# Resolv::IPv4, Resolv::IPv6, DNS names, labels and messages (encode/decode)
require "helper"
require "resolv"
R = Resolv::DNS::Resource
IN = R::IN

%w(192.168.0.1 0.0.0.0 255.255.255.255 256.1.1.1 1.2.3 01.2.3.4 a.b.c.d).each {|s|
  show("v4 #{s}") { a = Resolv::IPv4.create(s); [a, a.to_s, a.address, a.to_name] }
}
show(:v4_obj) { Resolv::IPv4.create(Resolv::IPv4.create("1.2.3.4")) }
show(:v4_int) { Resolv::IPv4.create(3) }
show(:v4_new) { Resolv::IPv4.new("abcd") }
show(:v4_new_bad) { Resolv::IPv4.new("abc") }
show(:v4_eq) { a = Resolv::IPv4.create("1.2.3.4"); b = Resolv::IPv4.create("1.2.3.4"); [a == b, a.eql?(b), a.hash == b.hash, a == Resolv::IPv4.create("1.2.3.5")] }
%w(::1 :: fe80::1:2 1:2:3:4:5:6:7:8 ::ffff:1.2.3.4 1::2:3:4 1:0:0:2:0:0:0:3
   1:2:3:4:5:6:1.2.3.4 1::1.2.3.4 abcd:EF01::0 x::1 1:2:3 1::2::3 0:0:0:0:0:0:0:1
   1:0:0:0:0:0:0:0 ::1.2.3.4).each {|s|
  show("v6 #{s}") { a = Resolv::IPv6.create(s); [a, a.to_s, a.address] }
}
show(:v6_name) { Resolv::IPv6.create("1::f").to_name }
show(:v6_new_bad) { Resolv::IPv6.new("abc") }
show(:v6_eq) { [Resolv::IPv6.create("::1") == Resolv::IPv6.create("0::1"), Resolv::IPv6.create("::1").eql?(Resolv::IPv6.create("::1"))] }
show(:v6_obj) { Resolv::IPv6.create(Resolv::IPv6.create("::2")) }
show(:v6_int) { Resolv::IPv6.create(2) }
%w(1.2.3.4 ::1 ::ffff:1.2.3.4 foo 1.2.3 ).each {|s| show("regex #{s}") { Resolv::AddressRegex =~ s } }

show(:name) { Resolv::DNS::Name.create("www.example.com") }
show(:name_abs) { Resolv::DNS::Name.create("www.example.com.") }
show(:name_to_s) { Resolv::DNS::Name.create("www.example.com.").to_s }
show(:name_to_a) { Resolv::DNS::Name.create("www.Example.com").to_a }
show(:name_ops) { n = Resolv::DNS::Name.create("www.Example.com"); [n.length, n[0], n[5], n.absolute?, n == Resolv::DNS::Name.create("WWW.example.com"), n.subdomain_of?(Resolv::DNS::Name.create("example.com")), n.subdomain_of?(Resolv::DNS::Name.create("www.example.com"))] }
show(:name_eql) { a = Resolv::DNS::Name.create("a.b"); b = Resolv::DNS::Name.create("A.B"); [a == b, a.eql?(b), a.hash == b.hash, a == Resolv::DNS::Name.create("a.b.")] }
show(:name_obj) { n = Resolv::DNS::Name.create("x"); Resolv::DNS::Name.create(n).equal?(n) }
show(:name_int) { Resolv::DNS::Name.create(3) }
show(:name_empty) { [Resolv::DNS::Name.create(""), Resolv::DNS::Name.create(".")] }
show(:label_split) { Resolv::DNS::Label.split("a.B.c") }
show(:label) { l = Resolv::DNS::Label::Str.new("Ab"); [l, l.to_s, l.string, l.downcase, l == Resolv::DNS::Label::Str.new("aB"), l.eql?(Resolv::DNS::Label::Str.new("AB")), l.hash == Resolv::DNS::Label::Str.new("ab").hash] }

show(:a) { r = IN::A.new("1.2.3.4"); [r.address, r.ttl, r.instance_variables, r == IN::A.new("1.2.3.4"), r.eql?(IN::A.new("1.2.3.4")), r.hash == IN::A.new("1.2.3.4").hash, r == IN::A.new("1.2.3.5")] }
show(:mx) { r = R::MX.new(10, "mx.a"); [r.preference, r.exchange, r.instance_variables.sort] }
show(:txt) { r = R::TXT.new("a", "b"); [r.strings, r.data] }
show(:soa) { r = R::SOA.new("a", "b", 1, 2, 3, 4, 5); [r.mname, r.rname, r.serial, r.refresh, r.retry, r.expire, r.minimum] }
show(:generic) { R::Generic.create(99, 1) }
show(:get_class) { [Resolv::DNS::Resource.get_class(1, 1), Resolv::DNS::Resource.get_class(99, 1).name, Resolv::DNS::Resource.get_class(2, 3)] }
show(:type_values) { [IN::A, IN::AAAA, IN::MX, IN::SRV, IN::WKS, R::NS, R::CNAME, R::SOA, R::PTR, R::HINFO, R::MINFO, R::TXT, R::ANY].map {|c| c::TypeValue } }
show(:class_values) { [IN::A::ClassValue, IN::ClassValue, R::MX::ClassValue, IN::MX.superclass, IN::ANY.superclass] }
show(:opcode) { [Resolv::DNS::OpCode::Query, Resolv::DNS::OpCode::Update, Resolv::DNS::RCode::NXDomain, Resolv::DNS::RCode::BADVERS] }
show(:hinfo) { r = R::HINFO.new("c", "o"); [r.cpu, r.os] }
show(:srv) { r = IN::SRV.new(1, 2, 3, "t"); [r.priority, r.weight, r.port, r.target] }
show(:minfo) { r = R::MINFO.new("r", "e"); [r.rmailbx, r.emailbx] }
show(:wks) { r = IN::WKS.new("1.2.3.4", 6, "\001"); [r.address, r.protocol, r.bitmap] }

m = Resolv::DNS::Message.new(0x1234)
m.rd = 1
m.add_question("WWW.Example.com", IN::A)
m.add_question("x.www.example.com", IN::MX)
show(:encode_q) { m.encode }
m = Resolv::DNS::Message.new(7)
m.qr = 1; m.aa = 1
m.add_question("a.b", IN::A)
m.add_answer("a.b", 300, IN::A.new("1.2.3.4"))
m.add_answer("a.b", 300, IN::MX.new(5, Resolv::DNS::Name.create("mx.a.b")))
m.add_answer("a.b", 300, IN::TXT.new("hi", "there"))
m.add_answer("a.b", 300, IN::SOA.new(Resolv::DNS::Name.create("ns.a.b"), Resolv::DNS::Name.create("root.a.b"), 1, 2, 3, 4, 5))
m.add_answer("a.b", 300, IN::SRV.new(1, 2, 3, "t.a.b"))
m.add_answer("a.b", 300, IN::HINFO.new("c", "o"))
m.add_answer("a.b", 300, IN::PTR.new(Resolv::DNS::Name.create("p")))
m.add_answer("a.b", 300, R.get_class(99, 1).new("raw"))
m.add_authority("a.b", 5, IN::NS.new(Resolv::DNS::Name.create("ns.a.b")))
m.add_additional("b", 9, IN::AAAA.new("::1"))
e = m.encode
show(:encode) { e }
d = Resolv::DNS::Message.decode(e)
show(:decoded) { [d.id, d.qr, d.opcode, d.aa, d.tc, d.rd, d.ra, d.rcode] }
show(:question) { d.question }
show(:sections) { [d.answer.size, d.authority.size, d.additional.size] }
def desc(rr)
  rr.instance_variables.sort.map {|v| "#{v}=#{rr.instance_variable_get(v).inspect}" }.join(" ")
end
d.each_answer {|name, ttl, rr| puts "answer #{name.inspect} #{ttl} #{rr.class} #{desc(rr)}" }
d.each_authority {|name, ttl, rr| puts "authority #{name.inspect} #{ttl} #{rr.class} #{desc(rr)}" }
d.each_additional {|name, ttl, rr| puts "additional #{name.inspect} #{ttl} #{rr.class} #{desc(rr)}" }
show(:each_resource) { r = []; d.each_resource {|*a| r << a[1] }; r }
show(:each_question) { r = []; d.each_question {|*a| r << a }; r }
show(:ttl_after_decode) { d.answer[0][2].ttl }
show(:eq) { [Resolv::DNS::Message.new(3) == Resolv::DNS::Message.new(3), Resolv::DNS::Message.decode(e) == d] }
show(:defaults) { m = Resolv::DNS::Message.new; [m.id, m.qr, m.opcode, m.aa, m.tc, m.rd, m.ra, m.rcode, m.question, m.answer, m.authority, m.additional] }
f = Resolv::DNS::Message.new(7)
f.qr = 1; f.opcode = 2; f.aa = 1; f.tc = 1; f.rd = 1; f.ra = 1; f.rcode = 3
show(:flags) { g = Resolv::DNS::Message.decode(f.encode); [f.encode, g.qr, g.opcode, g.aa, g.tc, g.rd, g.ra, g.rcode] }
show(:decode_short) { Resolv::DNS::Message.decode("abc") }
show(:decode_trunc) { Resolv::DNS::Message.decode(e[0, 40]) }
show(:string_name) { m = Resolv::DNS::Message.new(1); m.add_answer("a", 1, IN::MX.new(1, "mx.a.b")); m.encode }
show(:v4_eq_str) { Resolv::IPv4.create("1.2.3.4") == "1.2.3.4" }
