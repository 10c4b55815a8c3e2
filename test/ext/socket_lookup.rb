# Socket.getaddrinfo passes family, socktype, protocol and flags to
# getaddrinfo (nil host: the loopback, or any with AI_PASSIVE); host
# arguments of sockaddr_in as 1.8.7 (Integer, "", "<any>", "<broadcast>", nil)
require 'socket'
BasicSocket.do_not_reverse_lookup = true
def show(*a)
  p Socket.getaddrinfo(*a)
rescue Exception
  p [$!.class, $!.message]
end
show(nil, 80, nil, Socket::SOCK_STREAM)
show(nil, 80, nil, Socket::SOCK_STREAM, nil, Socket::AI_PASSIVE)
show("127.0.0.1", "80", Socket::AF_INET, Socket::SOCK_STREAM)
show("127.0.0.1", 80, Socket::AF_UNSPEC, Socket::SOCK_DGRAM)
show("127.0.0.1", 80, nil, nil, Socket::IPPROTO_UDP)
show("127.0.0.1", nil, nil, Socket::SOCK_STREAM)
show("::1", 22, Socket::AF_INET6, Socket::SOCK_STREAM)
show("::1", 22, Socket::AF_INET)
show("127.0.0.1", 80, "AF_INET", Socket::SOCK_STREAM)
show("127.0.0.1", 80, "AF_INET6", Socket::SOCK_STREAM)
show("127.0.0.1", 80, "INET", Socket::SOCK_STREAM)
show("127.0.0.1", 80, :INET)
show("127.0.0.1", 80, 2.0)
show("127.0.0.1", 80, nil, "SOCK_STREAM")
show("127.0.0.1", 80, nil, 1.0)
show("", 80, Socket::AF_INET)
show(1, 80)
show("127.0.0.1", 80.5)
show(nil, nil)
def u(h) p Socket.unpack_sockaddr_in(Socket.pack_sockaddr_in(80, h)) rescue p [$!.class, $!.message] end
[0x7f000001, "<any>", "", "<broadcast>", 2**40, -1, :x, "127.1"].each { |h| u(h) }
