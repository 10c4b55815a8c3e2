# BasicSocket#send on a full socket buffer (MSG_DONTWAIT, or a
# non-blocking descriptor) waits until writable, other threads running,
# instead of raising Errno::EAGAIN; it returns what one send(2) took
require 'socket'
s = TCPServer.new('127.0.0.1', 0)
c = TCPSocket.new('127.0.0.1', s.addr[1])
a = s.accept
reader = Thread.new do
  sleep 0.3
  got = 0
  while r = (c.readpartial(65536) rescue nil)
    got += r.size
  end
  got
end
data = "z" * 1_000_000
sent = 0
calls = 0
begin
  while sent < 30_000_000
    n = a.send(data, Socket::MSG_DONTWAIT)
    calls += 1
    raise "bad count #{n}" unless n > 0 && n <= data.size
    sent += n
  end
  puts "sent all"
rescue Exception => e
  puts "#{e.class}: #{e.message}"
end
a.close
p reader.value == sent
p calls >= 30
