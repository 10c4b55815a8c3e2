# UNIXSocket#recvfrom, #send_io and #recv_io (descriptor passing), UDPSocket#recvfrom_nonblock
require 'socket'
a, b = UNIXSocket.pair
a.send("hi", 0)
p b.recvfrom(10)
File.unlink("us.sock") rescue nil
s = UNIXServer.new("us.sock"); c = UNIXSocket.new("us.sock"); d = s.accept
c.send("yo", 0); p d.recvfrom(10); d.send("back", 0); p c.recvfrom(10)
r, w = IO.pipe
a.send_io(w)
w2 = b.recv_io
p w2.class, w2.fileno != w.fileno
w2.write "via"; w2.close; w.close; p r.read
a.send_io(r.fileno); x = b.recv_io(nil); p x.class
a.send_io($stdout); y = b.recv_io(File); p y.class
a.send_io($stdout); z = b.recv_io(IO, "w"); p z.class rescue p $!
p((a.send_io("x") rescue $!))
p((a.send_io(nil) rescue $!))
a.send("notio", 0); p((b.recv_io rescue $!))
u = UDPSocket.new; u.bind("127.0.0.1", 0)
p((u.recvfrom_nonblock(10) rescue $!.class))
v = UDPSocket.new; v.send("dg", 0, "127.0.0.1", u.addr[1])
sleep 0.1
m, from = u.recvfrom_nonblock(10); p m, from[0], from[3]
p UNIXSocket.instance_method(:recvfrom).arity, UNIXSocket.instance_method(:recv_io).arity, UNIXSocket.instance_method(:send_io).arity, UDPSocket.instance_method(:recvfrom_nonblock).arity
File.unlink("us.sock")
