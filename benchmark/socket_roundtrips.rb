# The socket acceptance of issue 10: one process runs a server and N client
# threads (default 100), each doing M request/response round trips
# (default 100), over TCP on 127.0.0.1 and over a UNIX socket; prints for
# each whether every byte arrived and the wall time.
# usage: ruby benchmark/socket_roundtrips.rb [N] [M]
require 'socket'
n = (ARGV[0] || 100).to_i
m = (ARGV[1] || 100).to_i

def serve(server, clients)
  Thread.new do
    (1..clients).map do
      Thread.new(server.accept) do |c|
        while line = c.gets
          c.write line.upcase
        end
        c.close
      end
    end.each { |t| t.join }
  end
end

def run(n, m)
  ok = (1..n).map do |i|
    Thread.new do
      s = yield
      good = (1..m).all? { |k| s.write("c#{i} r#{k}\n"); s.gets == "C#{i} R#{k}\n" }
      s.close
      good
    end
  end.map { |t| t.value }
  ok.all?
end

t = Time.now
tcp = TCPServer.new("127.0.0.1", 0)
port = tcp.addr[1]
srv = serve(tcp, n)
ok = run(n, m) { TCPSocket.new("127.0.0.1", port) }
srv.join
printf("tcp:  %d threads x %d round trips, all bytes back: %s, %.2f s\n", n, m, ok, Time.now - t)

path = "/tmp/socket_roundtrips_#{$$}"
t = Time.now
unix = UNIXServer.new(path)
srv = serve(unix, n)
ok = run(n, m) { UNIXSocket.new(path) }
srv.join
File.delete(path)
printf("unix: %d threads x %d round trips, all bytes back: %s, %.2f s\n", n, m, ok, Time.now - t)
