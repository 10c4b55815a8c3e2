# nil, "" and Integer hosts for servers, clients and UDP bind, as 1.8.7
require 'socket'
s = TCPServer.new("127.0.0.1", 0); port = s.addr[1]
c = (TCPSocket.new(nil, port) rescue $!)
p c.class
s2 = TCPServer.new(nil, 0); p s2.addr[0], s2.addr[3]
s3 = TCPServer.new("", 0); p s3.addr[0], s3.addr[3]
s4 = TCPServer.new(0); p s4.addr[0], s4.addr[3]
u = UDPSocket.new; p(begin; u.bind(nil, 0); u.addr[3]; rescue; $!; end)
u2 = UDPSocket.new; u2.bind("", 0); p u2.addr[3]
u3 = UDPSocket.new; u3.bind("<any>", 0); p u3.addr[3]
