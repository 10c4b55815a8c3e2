# GServer: an echo server on 127.0.0.1 (a free port); audit and debug log
# lines with times and ports replaced
require "gserver"
require "stringio"

class Echo < GServer
  def serve(io)
    line = io.gets
    io.puts "echo: #{line}"
    raise "boom" if line =~ /boom/
  end
end

class Refuser < GServer
  def connecting(client)
    super
    false
  end
end

log = StringIO.new
s = Echo.new(0, "127.0.0.1", 2, log, true, true)
p [s.port, s.host, s.maxConnections, s.audit, s.debug, s.stopped?, s.connections]
p s.start.equal?(s)
port = s.port
p [port > 0, s.stopped?, GServer.in_service?(port, "127.0.0.1"), GServer.in_service?(port)]
p((s.start rescue $!))
p((Echo.new(port, "127.0.0.1", 1, nil).start rescue $!.message.sub(port.to_s, "PORT")))
3.times {|i|
  c = TCPSocket.new("127.0.0.1", port)
  c.puts "hello #{i}"
  p c.gets
  c.close
}
c = TCPSocket.new("127.0.0.1", port)
c.puts "boom"
p c.gets
p c.read
c.close
sleep 0.1 until s.connections == 0
GServer.stop(port, "127.0.0.1")
s.join
p [s.stopped?, GServer.in_service?(port, "127.0.0.1")]
lines = log.string.split("\n").map {|l|
  l.sub(/\A\[.*?\] /, "[TIME] ").gsub(port.to_s, "PORT").gsub(/client:\d+/, "client:N").gsub(/\S+<127/, "HOST<127")
}
puts lines.grep(/\[TIME\]/).reject {|l| l =~ %r{/\S*gserver\.rb} }

log2 = StringIO.new
r = Refuser.new(0, "127.0.0.1", 4, log2, true)
r.start
c = TCPSocket.new("127.0.0.1", r.port)
p c.read
r.stop
r.join
p log2.string.split("\n").map {|l| l.sub(/\A\[.*?\] /, "").gsub(r.port.to_s, "PORT").gsub(/client:\d+/, "client:N").gsub(/\S+<127/, "HOST<127") }
p GServer.protected_instance_methods(false).sort
p GServer.new(1).instance_eval { [@port, @host, @maxConnections, @stdlog == $stderr, @audit, @debug] }
