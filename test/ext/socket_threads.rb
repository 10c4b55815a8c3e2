# ext/socket: one server thread per connection, 20 client threads doing 20
# request/response round trips each, over TCP and over a UNIX socket;
# accept, connect and reads in one thread never stop the others
require 'socket'

def serve(server, clients)
  Thread.new do
    handlers = (1..clients).map do
      conn = server.accept
      Thread.new(conn) do |c|
        while line = c.gets
          c.write line.upcase
        end
        c.close
      end
    end
    handlers.each {|h| h.join }
  end
end

def round_trips(clients, rounds)
  threads = (1..clients).map do |i|
    Thread.new do
      s = yield
      ok = (1..rounds).all? do |r|
        s.write "client #{i} round #{r}\n"
        s.gets == "CLIENT #{i} ROUND #{r}\n"
      end
      s.close
      ok
    end
  end
  threads.map {|t| t.value }
end

tcp = TCPServer.new("127.0.0.1", 0)
port = tcp.addr[1]
server = serve(tcp, 20)
r = round_trips(20, 20) { TCPSocket.new("127.0.0.1", port) }
server.join
p [:tcp, r.size, r.all?]

path = "threads_sock"
File.unlink(path) rescue nil
unix = UNIXServer.new(path)
server = serve(unix, 20)
r = round_trips(20, 20) { UNIXSocket.new(path) }
server.join
p [:unix, r.size, r.all?]
File.unlink(path)
