# ext/socket: class Socket on packed sockaddrs, for_fd, sysaccept, the *_nonblock methods
require 'socket'
s = Socket.new(Socket::AF_INET, Socket::SOCK_STREAM, 0)
s.setsockopt(Socket::SOL_SOCKET, Socket::SO_REUSEADDR, 1)
p s.bind(Socket.sockaddr_in(0, "127.0.0.1"))
p s.listen(5)
port = Socket.unpack_sockaddr_in(s.getsockname)[0]
c = Socket.new(Socket::AF_INET, Socket::SOCK_STREAM, 0)
p c.connect(Socket.sockaddr_in(port, "127.0.0.1"))
a, addr = s.accept
p a.class, Socket.unpack_sockaddr_in(addr)[1]
c.write "x"; p a.read(1)
c2 = TCPSocket.new("127.0.0.1", port)
fd, addr2 = s.sysaccept
p fd.class, addr2.class
b = BasicSocket.for_fd(fd); p b.class
c2.write "y"; p b.read(1)
t = TCPServer.new("127.0.0.1", 0)
p((t.accept_nonblock rescue $!.class))
u = UNIXServer.new("nb_sock") rescue (File.unlink("nb_sock"); u = UNIXServer.new("nb_sock"))
p((u.accept_nonblock rescue $!.class))
u.close; File.unlink("nb_sock")
x, y = Socket.pair(Socket::AF_UNIX, Socket::SOCK_STREAM, 0); p x.class
x.write "pair"; x.close; p y.read
z = Socket.new(Socket::AF_INET, Socket::SOCK_STREAM, 0)
p((z.connect_nonblock(Socket.sockaddr_in(port, "127.0.0.1")) rescue $!.class))
d1 = Socket.new(Socket::AF_INET, Socket::SOCK_DGRAM, 0); d1.bind(Socket.sockaddr_in(0, "127.0.0.1"))
d2 = UDPSocket.new; d2.send("dg", 0, d1.getsockname)
data, from = d1.recvfrom(10); p data, Socket.unpack_sockaddr_in(from)[1]
p((d1.recvfrom_nonblock(10) rescue $!.class))
p Socket.gethostbyaddr([127, 0, 0, 1].pack("C4"))[2..-1]
p Socket.instance_methods(false).sort
p TCPServer.instance_methods(false).sort, UNIXServer.instance_methods(false).sort
p BasicSocket.methods(false).sort
p((Socket.methods(false) - %w[getservbyport]).sort)
p TCPSocket.methods(false).sort, TCPServer.methods(false), UNIXSocket.methods(false).sort, UDPSocket.methods(false)
p((BasicSocket.new rescue $!.class))
r = TCPSocket.open("127.0.0.1", port) {|k| k.class }
p r
