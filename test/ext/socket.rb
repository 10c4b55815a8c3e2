# ext/socket: TCP and UNIX sockets over loopback
require 'socket'
s = TCPServer.new("127.0.0.1", 0); port = s.addr[1]
p s.addr.size, s.addr[0], s.addr[2..3], port > 0
c = TCPSocket.new("127.0.0.1", port); a = s.accept
p a.class, c.class, c.sync, a.sync
c.write "hi\n"; p a.gets; a.print "yo"; a.close_write; p c.read
p c.peeraddr[0], c.peeraddr[1] == port, c.peeraddr[3], a.peeraddr[3], a.addr[1] == port
p TCPSocket.ancestors[0,4], TCPServer.ancestors[0,5], UNIXServer.ancestors[0,4], Socket.ancestors[0,3]
p SocketError.superclass
begin; TCPSocket.new("127.0.0.1", 1); rescue => e; p e.class, e.message; end
p BasicSocket.do_not_reverse_lookup
p IPSocket.getaddress("127.0.0.1")
p c.getsockopt(Socket::SOL_SOCKET, Socket::SO_KEEPALIVE)
p c.setsockopt(Socket::SOL_SOCKET, Socket::SO_KEEPALIVE, true)
p c.getsockopt(Socket::SOL_SOCKET, Socket::SO_KEEPALIVE)
p c.setsockopt(Socket::IPPROTO_TCP, Socket::TCP_NODELAY, 1)
p c.getsockname.size, c.getpeername.size
p c.shutdown, c.closed?
begin; c.shutdown(3); rescue => e; p e.class, e.message; end
c.close; a.close
begin; UNIXSocket.new("/nonexistent/sock"); rescue => e; p e.class, e.message; end
p s.listen(5)
p Socket.gethostname.class
begin; TCPServer.new("127.0.0.1", port); rescue => e; p e.class, e.message; end
begin; BasicSocket.new; rescue => e; p e.class; end
# threads: a client thread and the accepting main thread
t = Thread.new { x = TCPSocket.new("127.0.0.1", port); x.puts "from thread"; x.gets }
a = s.accept; p a.gets; a.puts "back"; p t.value; a.close
s.close
# UNIX sockets
path = "sock_test"
File.unlink(path) rescue nil
us = UNIXServer.new(path)
p us.path, us.addr
uc = UNIXSocket.new(path); ua = us.accept
p ua.class, uc.path, uc.peeraddr, ua.addr
uc.puts "unix"; p ua.gets
ua.close; uc.close; us.close; File.unlink(path)
x, y = UNIXSocket.pair
x.write "pair"; x.close; p y.read, y.class
p Socket::AF_INET, Socket::Constants::SOCK_STREAM, Socket::SOL_SOCKET, Socket::SHUT_RDWR
p (Socket.constants & %w[AF_INET AF_UNIX SOCK_STREAM SO_REUSEADDR TCP_NODELAY]).sort
p $".grep(/socket/)
