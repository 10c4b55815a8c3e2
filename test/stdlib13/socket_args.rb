# Socket.new/pair take domain and type names; getnameinfo checks its
# sockaddr or array as 1.8.7 does; gethostbyname takes an Integer address.
require 'socket'
def t(label)
  r = begin; yield; rescue Exception => e; "#{e.class}: #{e.message[0,70]}"; end
  puts "#{label}: #{r.inspect}"
end
[["AF_INET","SOCK_STREAM"],["INET","STREAM"],["PF_INET","SOCK_DGRAM"],["AF_UNIX","SOCK_STREAM"],
 ["UNIX","DGRAM"],["XX","STREAM"],["AF_UNIX","XX"],["PF_UNIX","SOCK_SEQPACKET"], [2.0, 1]].each{|d,ty|
  t([d,ty]) { s = Socket.new(d, ty, 0); s.getsockopt(Socket::SOL_SOCKET, Socket::SO_TYPE).unpack("i") }
  t([:pair, d,ty]) { Socket.pair(d, ty, 0).map { |x| x.class } }
}
S = Socket
t(:arr) { S.getnameinfo(["AF_INET", 80, "127.0.0.1"], S::NI_NUMERICHOST|S::NI_NUMERICSERV) }
t(:arr_nil_fam) { S.getnameinfo([nil, 80, "127.0.0.1"], S::NI_NUMERICHOST|S::NI_NUMERICSERV) }
t(:arr_int_fam) { S.getnameinfo([S::AF_INET, 80, "127.0.0.1"], S::NI_NUMERICHOST|S::NI_NUMERICSERV) }
t(:arr_other_fam) { S.getnameinfo(["XX", 80, "127.0.0.1"], S::NI_NUMERICHOST|S::NI_NUMERICSERV) }
t(:arr4) { S.getnameinfo(["AF_INET", 80, "127.0.0.1", "127.0.0.2"], S::NI_NUMERICHOST|S::NI_NUMERICSERV) }
t(:arr4_nil) { S.getnameinfo(["AF_INET", 80, "127.0.0.1", nil], S::NI_NUMERICHOST|S::NI_NUMERICSERV) }
t(:arr5) { S.getnameinfo(["AF_INET", 80, "127.0.0.1", "127.0.0.3", 5], S::NI_NUMERICHOST|S::NI_NUMERICSERV) }
t(:arr_nil_host) { S.getnameinfo(["AF_INET", 80, nil], S::NI_NUMERICHOST|S::NI_NUMERICSERV) }
t(:arr_nil_port) { S.getnameinfo(["AF_INET", nil, "127.0.0.1"], S::NI_NUMERICHOST|S::NI_NUMERICSERV) }
t(:arr_str_port) { S.getnameinfo(["AF_INET", "80", "127.0.0.1"], S::NI_NUMERICHOST|S::NI_NUMERICSERV) }
t(:arr2) { S.getnameinfo(["AF_INET", 80]) }
t(:arr0) { S.getnameinfo([]) }
t(:arr_int_host) { S.getnameinfo(["AF_INET", 80, 3]) }
t(:arr_float_port) { S.getnameinfo(["AF_INET", 80.5, "127.0.0.1"]) }
t(:arr_v6_host_v4) { S.getnameinfo(["AF_INET", 80, "::1"], S::NI_NUMERICHOST) }
t(:flags_str) { S.getnameinfo(["AF_INET", 80, "127.0.0.1"], "x") }
t(:flags_nil) { S.getnameinfo(S.sockaddr_in(80, "127.0.0.1"), nil).size }
t(:sa) { S.getnameinfo(S.sockaddr_in(80, "127.0.0.1"), S::NI_NUMERICHOST|S::NI_NUMERICSERV) }
t(:sa_long) { S.getnameinfo(S.sockaddr_in(80, "127.0.0.1") + "x") }
t(:sa_short) { S.getnameinfo(S.sockaddr_in(80, "127.0.0.1")[0, 8]) }
t(:sa_tiny) { S.getnameinfo("\0\0") }
t(:sa_unix) { S.getnameinfo(S.pack_sockaddr_un("/tmp/x")) }
t(:sa_int) { S.getnameinfo(5) }
t(:ghbn_int) { S.gethostbyname(0x7f000001) }
t(:ghbn_str) { S.gethostbyname("127.0.0.1") }
t(:tcp_ghbn_int) { TCPSocket.gethostbyname(0x7f000001) }
t(:unix_nul) { UNIXServer.new("a\0b") }
t(:unix_nul2) { UNIXSocket.new("a\0b") }
t(:sockaddr_un_nul) { S.sockaddr_un("a\0b") }
t(:recv_buffered) { s1, s2 = UNIXSocket.pair; s2.write("ab\ncd"); s1.gets; s1.recv(5) }
t(:recvfrom_buffered) { s1, s2 = UNIXSocket.pair; s2.write("ab\ncd"); s1.gets; s1.recvfrom(5) }
t(:tcp_recvfrom) {
  sv = TCPServer.new("127.0.0.1", 0); c = TCPSocket.new("127.0.0.1", sv.addr[1]); a = sv.accept
  c.write "abc"; r = [a.recvfrom(10)]; c.close; r << a.recvfrom(10); r
}
t(:setsockopt_bad) { s1, s2 = UNIXSocket.pair; s1.setsockopt(9999, 9999, 1) }
t(:getsockopt_bad) { s1, s2 = UNIXSocket.pair; s1.getsockopt(9999, 9999) }
t(:udp_badfam) { UDPSocket.new(12345) }
