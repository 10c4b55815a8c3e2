# ext/socket: UDP, datagrams, name lookups and sockaddr packing over loopback
require 'socket'
u1 = UDPSocket.new; u1.bind("127.0.0.1", 0); port = u1.addr[1]
u2 = UDPSocket.new; p u2.send("hello", 0, "127.0.0.1", port)
m = u1.recvfrom(10); p m[0], m[1][0], m[1][3]
u2.connect("127.0.0.1", port); p u2.send("again", 0); p u1.recv(3)
p UDPSocket.ancestors[0,3]; p UDPSocket.new(Socket::AF_INET).class
p Socket.getaddrinfo("127.0.0.1", 80, Socket::AF_INET, Socket::SOCK_STREAM)
p Socket.getaddrinfo("127.0.0.1", "80", nil, Socket::SOCK_STREAM)
p Socket.getaddrinfo("localhost", nil, Socket::AF_INET, Socket::SOCK_STREAM)
sa = Socket.sockaddr_in(80, "127.0.0.1"); p sa, Socket.pack_sockaddr_in(80, "127.0.0.1") == sa
p Socket.unpack_sockaddr_in(sa)
p Socket.getnameinfo(sa), Socket.getnameinfo(["AF_INET", 80, "127.0.0.1"]), Socket.getnameinfo(sa, Socket::NI_NUMERICHOST|Socket::NI_NUMERICSERV)
p Socket.gethostbyname("127.0.0.1")
p Socket.getservbyname("http"), Socket.getservbyname("ssh", "tcp")
p Socket.sockaddr_un("/tmp/x").size, Socket.unpack_sockaddr_un(Socket.sockaddr_un("/tmp/x"))
begin; Socket.getservbyname("nosuchservice"); rescue => e; p e.class, e.message; end
begin; Socket.unpack_sockaddr_in("xx"); rescue => e; p e.class, e.message; end
a, b = UNIXSocket.pair; a.send("dgram", 0); p b.recv(10); p((b.recv_nonblock(5) rescue $!.class))
p TCPSocket.gethostbyname("127.0.0.1")
# a recv in one thread does not stop the others
r = Thread.new { b.recv(4) }
Thread.pass until r.status == "sleep"
a.send("late", 0); p r.value
# UDP round trip between threads
t = Thread.new { data, from = u1.recvfrom(64); u1.send(data.upcase, 0, from[3], from[1]) }
u3 = UDPSocket.new; u3.bind("127.0.0.1", 0)
u3.send("ping", 0, "127.0.0.1", port); p u3.recvfrom(64)[0]; t.join
