# Resolv::DNS against a tiny DNS server on 127.0.0.1 (a free UDP port): the
# server parses queries by hand and answers A, AAAA, MX, TXT, PTR, CNAME and
# NXDOMAIN; the client side uses getaddress/getname/getresource(s).
require "helper"
require "resolv"
require "socket"

ZONE = {
  ["www.example.com", 1]  => [["\001\002\003\004", 1], ["\001\002\003\005", 1]],
  ["www.example.com", 28] => [["\000" * 15 + "\001", 28]],
  ["example.com", 15]     => [[[10].pack("n") + "\002mx\007example\003com\000", 15]],
  ["example.com", 16]     => [["\005hello\005world", 16]],
  ["4.3.2.1.in-addr.arpa", 12] => [["\003www\007example\003com\000", 12]],
  ["alias.example.com", 5] => [["\003www\007example\003com\000", 5]],
}

def parse_query(pkt)
  id, flags, qd = pkt.unpack("nnn")
  pos = 12
  labels = []
  while (len = pkt[pos]) != 0
    labels << pkt[pos + 1, len]
    pos += len + 1
  end
  type, klass = pkt[pos + 1, 4].unpack("nn")
  [id, flags, labels.join(".").downcase, type, pkt[12...pos + 5]]
end

def answer(pkt)
  id, flags, name, type, question = parse_query(pkt)
  rrs = ZONE[[name, type]]
  if rrs.nil? && ZONE.keys.any? {|k| k[0] == name }
    rrs = []
  end
  rcode = rrs ? 0 : 3
  rrs ||= []
  body = rrs.map {|data, t| "\300\014" + [t, 1, 3600, data.size].pack("nnNn") + data }.join
  [id, 0x8180 | rcode, 1, rrs.size, 0, 0].pack("nnnnnn") + question + body
end

server = UDPSocket.new
server.bind("127.0.0.1", 0)
port = server.addr[1]
queries = []
Thread.new {
  loop {
    pkt, from = server.recvfrom(512)
    queries << parse_query(pkt)[2, 2]
    server.send(answer(pkt), 0, from[3], from[1])
  }
}

$VERBOSE = nil
Resolv::DNS.const_set(:Port, port)
dns = Resolv::DNS.new(:nameserver => ["127.0.0.1"], :search => ["example.com"], :ndots => 1)
show(:getaddress) { dns.getaddress("www.example.com") }
show(:getaddresses) { dns.getaddresses("www.example.com").map {|a| a.to_s } }
show(:relative) { dns.getaddress("www").to_s }
show(:each_address) { r = []; dns.each_address("www.example.com") {|a| r << a.class }; r }
show(:aaaa) { dns.getresource("www.example.com", Resolv::DNS::Resource::IN::AAAA).address }
show(:mx) { r = dns.getresource("example.com", Resolv::DNS::Resource::IN::MX); [r.class, r.preference, r.exchange, r.ttl] }
show(:txt) { dns.getresource("example.com", Resolv::DNS::Resource::IN::TXT).strings }
show(:cname) { dns.getresource("alias.example.com", Resolv::DNS::Resource::IN::CNAME).name.to_s }
show(:getname) { dns.getname("1.2.3.4").to_s }
show(:getnames) { dns.getnames("1.2.3.4").map {|n| n.to_s } }
show(:nx_address) { dns.getaddress("nothere.example.com") }
show(:nx_name) { dns.getname("9.9.9.9") }
show(:empty) { dns.getresources("www.example.com", Resolv::DNS::Resource::IN::MX) }
show(:each_resource) { r = []; dns.each_resource("www.example.com", Resolv::DNS::Resource::IN::A) {|x| r << x.address.to_s }; r }
dns.close
show(:open) { Resolv::DNS.open(:nameserver => "127.0.0.1") {|d| d.getaddress("www.example.com.").to_s } }
show(:resolv) { Resolv.new([Resolv::DNS.new(:nameserver => "127.0.0.1")]).getaddresses("www.example.com.") }
show(:resolv_nx) { Resolv.new([Resolv::DNS.new(:nameserver => "127.0.0.1")]).getaddress("no.example.com.") }
show(:resolv_name) { Resolv.new([Resolv::DNS.new(:nameserver => "127.0.0.1")]).getname("1.2.3.4") }
show(:two_servers) { Resolv::DNS.new(:nameserver => ["127.0.0.1", "127.0.0.1"]).getaddresses("www.example.com.").map {|a| a.to_s } }
show(:queries) { queries.uniq.sort_by {|q| q.inspect } }
