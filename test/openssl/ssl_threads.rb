# Many SSL connections at once in green threads: a server thread per
# connection, 8 clients doing 25 round trips each; a thread blocked in an
# SSL read is killed and another interrupted by Timeout.  (The oracle has
# no openssl: the expected output is written by hand, fixtures/ref_ssl_threads.rb.)
require "socket"
require "openssl"
require "timeout"

KEY = OpenSSL::PKey::RSA.new(File.read("fixtures/rsa1024.pem"))
CERT = OpenSSL::X509::Certificate.new(File.read("fixtures/server_cert.pem"))
ctx = OpenSSL::SSL::SSLContext.new
ctx.cert = CERT
ctx.key = KEY
tcp = TCPServer.new("127.0.0.1", 0)
PORT = tcp.addr[1]
server = OpenSSL::SSL::SSLServer.new(tcp, ctx)
server.start_immediately = false
acceptor = Thread.new {
  loop {
    s = server.accept
    Thread.new(s) {|c|
      c.accept
      while line = c.gets
        c.puts line.chomp.reverse
      end
      c.close
    }
  }
}

def connect
  s = OpenSSL::SSL::SSLSocket.new(TCPSocket.new("127.0.0.1", PORT))
  s.sync_close = true
  s.connect
  s
end

results = (1..8).map {|i|
  Thread.new {
    s = connect
    ok = (1..25).all? {|j|
      msg = "client #{i} message #{j} " + "x" * (j * 97)
      s.puts msg
      s.gets == msg.reverse + "\n"
    }
    s.close
    ok
  }
}.map {|t| t.value }
puts results.inspect

# a thread waiting in an SSL read is killed; its ensure runs
s = connect
ensured = false
t = Thread.new {
  begin
    s.gets
  ensure
    ensured = true
  end
}
Thread.pass until t.status == "sleep"
t.kill
t.join
puts "killed: #{ensured}"
# the connection still works afterwards
s.puts "after kill"
puts s.gets
s.close

s = connect
begin
  Timeout.timeout(0.3) { s.sysread(10) }
rescue Timeout::Error
  puts "timeout: #{$!.class}"
end
s.puts "after timeout"
puts s.gets
s.close
acceptor.kill
server.close
puts "done"
