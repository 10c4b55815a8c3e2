# UDPSocket#bind/#connect look the host up in any family, as 1.8.7: an
# address of the other family fails in connect/bind (EAFNOSUPPORT)
require 'socket'
def t(label)
  r = begin; yield; rescue Exception => e; "#{e.class}: #{e.message[0,70]}"; end
  puts "#{label}: #{r.inspect}"
end
t(:connect_v6_on_v4) { UDPSocket.new.connect("::1", 80) }
t(:bind_v6_on_v4) { UDPSocket.new.bind("::1", 0) }
t(:connect_v4_on_v6) { UDPSocket.new(Socket::AF_INET6).connect("127.0.0.1", 80) }
t(:bind_nil) { u = UDPSocket.new; u.bind(nil, 0); u.addr[3] }
t(:bind_empty) { u = UDPSocket.new; u.bind("", 0); u.addr[3] }
t(:connect_ok) { u = UDPSocket.new; u.connect("127.0.0.1", 9); u.peeraddr.values_at(0, 1, 3) }
