# 1.8.7's socket calls that switch threads (accept, recv, recvfrom,
# recv_io, one switch in TCPSocket.new) and those that do not
# (UDPSocket#send to a numeric host, send_io, UNIXSocket.new)
require 'socket'
require 'tmpdir'
$stdout.sync = true
def bg(tag) Thread.new { 3.times {|i| $stdout << "#{tag}#{i}\n"; Thread.pass } } end
def step(tag, name) t = bg(tag); $stdout << "#{name}\n"; r = yield; $stdout << "#{name} done\n"; t.join; r end
s = TCPServer.new("127.0.0.1", 0)
c = step("a", "connect") { TCPSocket.new("127.0.0.1", s.addr[1]) }
step("b", "sysaccept") { s.sysaccept }
c2 = TCPSocket.new("127.0.0.1", s.addr[1])
a = step("c", "accept") { s.accept }
step("d", "send") { c2.send("hey", 0) }
step("e", "recv") { a.recv(3) }
c2.write "yy"
step("f", "recvfrom") { a.recvfrom(2) }
u1 = UDPSocket.new; u1.bind("127.0.0.1", 0); u2 = UDPSocket.new
step("g", "udp send") { u2.send("d", 0, "127.0.0.1", u1.addr[1]) }
step("h", "udp recvfrom") { u1.recvfrom(1) }
dir = Dir.mktmpdir("thread21")
path = File.join(dir, "s")
us = UNIXServer.new(path)
step("i", "unix connect") { UNIXSocket.new(path) }
step("j", "unix accept") { us.accept }
File.unlink(path)
Dir.rmdir(dir)
sp = UNIXSocket.pair
step("k", "send_io") { sp[0].send_io($stdout) }
step("l", "recv_io") { sp[1].recv_io }
