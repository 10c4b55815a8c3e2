# resolv-replace: the socket classes resolve names through Resolv (here a
# Resolv reading a hosts file written by the test: no network lookups)
require "resolv-replace"
File.open("hosts", "w") {|f| f.puts "127.0.0.1 myhost.test\n127.0.0.1 other.test" }
$VERBOSE = nil
Resolv::DefaultResolver = Resolv.new([Resolv::Hosts.new("hosts")])
$VERBOSE = false
p IPSocket.getaddress("myhost.test")
p IPSocket.getaddress("127.0.0.1")
p IPSocket.original_resolv_getaddress("127.0.0.1")
t = TCPServer.new("127.0.0.1", 0)
s = TCPSocket.new("myhost.test", t.addr[1])
c = t.accept
s.print "over tcp"
s.close
p c.read
u = UDPSocket.new
u.bind("other.test", 0)
p u.addr[3]
u2 = UDPSocket.new
u2.connect("myhost.test", u.addr[1])
u2.send("hi", 0)
p u.recv(10)
u3 = UDPSocket.new
u3.send("yo", 0, "myhost.test", u.addr[1])
p u.recv(10)
[lambda { IPSocket.getaddress("nonexist.test") },
 lambda { TCPSocket.new("nonexist.test", 80) },
 lambda { u3.send("x", 0, "nonexist.test", 9) },
 lambda { u3.connect("nonexist.test", 9) }].each {|l|
  begin
    l.call
  rescue Exception => e
    p e
  end
}
p [IPSocket.method(:getaddress).arity, TCPSocket.instance_method(:initialize).arity,
   UDPSocket.instance_method(:bind).arity, UDPSocket.instance_method(:connect).arity,
   UDPSocket.instance_method(:send).arity]
p TCPSocket.private_instance_methods(false).sort
p UDPSocket.instance_methods(false).sort - ["recvfrom_nonblock"]
p IPSocket.singleton_methods(false).sort
