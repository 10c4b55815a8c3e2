require 'xsd/qname'; require 'xsd/ns'
q=XSD::QName.new("urn:a","b"); p q.to_s, q.dump, q.source, q.name, q.namespace
p XSD::QName.new.to_s, XSD::QName.new(nil,"x").to_s, XSD::QName.new.dump
p q == XSD::QName.new("urn:a","b"), q.eql?(XSD::QName.new("urn:a","b")), q.hash == XSD::QName.new("urn:a","b").hash
p q.match(XSD::QName.new(nil,"b")), q.match(XSD::QName.new("urn:a",nil)), q.match(XSD::QName.new("urn:b","b")), XSD::QName.new(nil,"b").match(q)
p q === XSD::QName.new("urn:a","b"), q.dup_name("c").dump
p((XSD::QName.new.parse("{x}y").dump rescue $!.class))
p q.dump
q2 = XSD::QName.new("", "x"); p q2.to_s, q2.dump
ns = XSD::NS.new
p ns.assign("urn:x"), ns.assign("urn:y"), ns.assign("urn:z","zz"), ns.assigned?("urn:x"), ns.assigned_tag?("n1")
p ns.name(XSD::QName.new("urn:x","e")), ns.name(XSD::QName.new(nil,"e"))
begin; ns.name(XSD::QName.new("urn:q","e")); rescue Exception => e; p e.class, e.message; end
p ns.parse("n1:foo").to_s, ns.parse("foo").to_s, ns.parse_local("zz:foo").to_s
begin; p ns.parse("qq:foo").to_s; rescue Exception => e; p e.class, e.message; end
p ns.default_namespace
c = ns.clone_ns; p c.assign("urn:w"), ns.assign("urn:v")
r = []; ns.each_ns { |n,t| r << [n,t] }; p r.sort
p(ns.compare("urn:x","e",XSD::QName.new("urn:x","e")), ns.compare("urn:x","e",XSD::QName.new("urn:x","f")))
c = ns.clone_ns; p(c.assign("urn:w"), ns.assign("urn:v"))
ns3=XSD::NS.new; ns3.assign("urn:dd",""); p ns3.default_namespace, ns3.name(XSD::QName.new("urn:dd","e")), ns3.parse("e").to_s
