# Resolv::DNS requesters used directly: TCP (length-prefixed messages) and
# a UDP request to a server that never answers (ResolvTimeout)
require "resolv"
def try
  yield
rescue Exception => e
  e
end
require 'socket'
srv = TCPServer.new("127.0.0.1", 0)
port = srv.addr[1]
Thread.new {
  c = srv.accept
  len = c.read(2).unpack("n")[0]
  q = Resolv::DNS::Message.decode(c.read(len))
  r = Resolv::DNS::Message.new(q.id)
  r.qr = 1
  q.each_question {|n, t| r.add_question(n, t); r.add_answer(n, 60, Resolv::DNS::Resource::IN::A.new("9.8.7.6")) }
  d = r.encode
  c.write([d.size].pack("n") + d)
  c.close
}
req = Resolv::DNS::Requester::TCP.new("127.0.0.1", port)
m = Resolv::DNS::Message.new
m.add_question("x.test.", Resolv::DNS::Resource::IN::A)
s = req.sender(m, "x.test.", "127.0.0.1", port)
reply, data = req.request(s, 5)
p reply.answer.map {|n, t, a| [n, t, a.address] }, data
p((req.sender(m, "x", "1.1.1.1", 1) rescue $!))
req.close
silent = UDPSocket.new
silent.bind("127.0.0.1", 0)
u = Resolv::DNS::Requester::UnconnectedUDP.new(["127.0.0.1", silent.addr[1]])
p u.instance_variables.sort
s2 = u.sender(m, "x.test.", "127.0.0.1", silent.addr[1])
p try { u.request(s2, 0.2) }.class
u2 = Resolv::DNS::Requester::UnconnectedUDP.new
p try { u2.request(u2.sender(m, "x", "127.0.0.1", 9), 0.2) }
p Resolv::ResolvTimeout.ancestors.include?(Timeout::Error)
u.close
c = Resolv::DNS::Requester::ConnectedUDP.new("127.0.0.1", silent.addr[1])
s3 = c.sender(m, "x.test.")
p try { c.request(s3, 0.2) }.class
p((c.sender(m, "x.test.", "127.0.0.2") rescue $!.message.sub(/\d+\z/, "PORT")))
c.close
p Resolv::DNS::RequestID.map {|k, v| [k, v.size] }
