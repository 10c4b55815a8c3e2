# OpenSSL::SSL over loopback TCP: SSLServer, SSLSocket with Buffering,
# verification with the CA of fixtures/, client certificates, green
# threads.  The oracle has no openssl: ssl.out is fixtures/ref_ssl.rb's
# output (the lines 1.8.7 prints; the peer's names by the openssl command).
require "socket"
require "openssl"
require "helper"
Thread.abort_on_exception = true

KEY = OpenSSL::PKey::RSA.new(File.read("fixtures/rsa1024.pem"))
CERT = OpenSSL::X509::Certificate.new(File.read("fixtures/server_cert.pem"))
CA = OpenSSL::X509::Certificate.new(File.read("fixtures/ca_cert.pem"))

# a server on a free port; each connection is passed to the block in a thread
def server(ctx_opts = {}, &blk)
  ctx = OpenSSL::SSL::SSLContext.new
  ctx.cert = CERT
  ctx.key = KEY
  ctx_opts.each {|k, v| ctx.__send__("#{k}=", v) }
  tcp = TCPServer.new("127.0.0.1", 0)
  ssl = OpenSSL::SSL::SSLServer.new(tcp, ctx)
  t = Thread.new {
    begin
      s = ssl.accept
      blk.call(s)
    rescue OpenSSL::SSL::SSLError, Errno::ECONNRESET, EOFError => e
      $server_error = e.class
    end
  }
  [tcp.addr[1], t, ssl]
end

def client(port, opts = {})
  ctx = OpenSSL::SSL::SSLContext.new
  opts.each {|k, v| ctx.__send__("#{k}=", v) }
  s = OpenSSL::SSL::SSLSocket.new(TCPSocket.new("127.0.0.1", port), ctx)
  s.sync_close = true
  s.connect
  s
end

port, t, svr = server {|s|
  while line = s.gets
    break if line == "quit\n"
    s.print "echo: ", line
  end
  s.write "tail data"
  s.close
}
c = client(port)
puts [c.class, c.cipher.class, c.cipher.size, c.peer_cert.subject.to_s, c.cert.inspect].inspect
puts [c.io.class, c.to_io.equal?(c.io), c.sync_close, c.context.class, c.context.frozen?].inspect
c.puts "hello"
c << "one\ntwo\n"
puts c.gets, c.gets, c.gets
c.write "x" * 50000 + "\n"
puts c.gets.size
c.printf("%d-%s\n", 42, "z")
puts c.readline
c.puts "quit"
puts c.read.inspect, c.eof?, c.read(10).inspect, c.gets.inspect
show("readpartial at eof") { c.readpartial(10) }
show("readline at eof") { c.readline }
c.close
puts c.io.closed?, c.closed?
t.join
puts [svr.to_io.class, svr.start_immediately].inspect

# reads by size, getc, ungetc, each_line, readlines
port, t, svr = server {|s|
  s.write "abcdefghij\nline2\nline3\n"
  s.close
}
c = client(port)
puts c.read(3), c.getc, c.readchar
c.ungetc(?Z)
puts c.readpartial(100).inspect
lines = []
c.each_line {|l| lines << l }
puts lines.inspect, c.readlines.inspect
c.close
t.join

# verification: against the CA, without it, with a callback
port, t, = server {|s| s.puts "verified"; s.close }
c = client(port, :verify_mode => OpenSSL::SSL::VERIFY_PEER, :ca_file => "fixtures/ca_cert.pem")
puts c.gets, c.verify_result, c.post_connection_check("localhost"), c.peer_cert_chain.size
show("wrong host") { c.post_connection_check("example.com") }
show("ip host") { c.post_connection_check("127.0.0.1") }
c.close
t.join
port, t, = server {|s| s.puts "never" }
begin
  client(port, :verify_mode => OpenSSL::SSL::VERIFY_PEER)
rescue OpenSSL::SSL::SSLError => e
  puts e.class, e.message =~ /\ASSL_connect returned=1 errno=0 state=.*certificate verify failed/ ? "verify failed" : e.message
end
t.join
calls = []
port, t, = server {|s| s.puts "via callback"; s.close }
c = client(port, :verify_mode => OpenSSL::SSL::VERIFY_PEER,
           :verify_callback => proc {|ok, ctx| calls << [ok, ctx.current_cert.subject.to_s, ctx.error_depth]; true })
puts c.gets, c.verify_result, calls.first.inspect, calls.last.inspect
c.close
t.join
store = OpenSSL::X509::Store.new
store.add_cert(CA)
port, t, = server {|s| s.puts "via store"; s.close }
c = client(port, :verify_mode => OpenSSL::SSL::VERIFY_PEER, :cert_store => store)
puts c.gets
c.close
t.join

# the server asks for the client's certificate
port, t, = server(:verify_mode => OpenSSL::SSL::VERIFY_PEER | OpenSSL::SSL::VERIFY_FAIL_IF_NO_PEER_CERT,
                  :ca_file => "fixtures/ca_cert.pem") {|s|
  s.puts "client: #{s.peer_cert.subject}"
  s.close
}
c = client(port, :cert => OpenSSL::X509::Certificate.new(File.read("fixtures/client_cert.pem")), :key => KEY)
puts c.gets
c.close
t.join

# while a read waits, the other threads run
port, t, = server {|s|
  sleep 0.5
  s.puts "late"
  s.close
}
ticks = 0
ticker = Thread.new { loop { ticks += 1; sleep 0.01 } }
c = client(port)
puts c.gets
ticker.kill
puts ticks > 10
c.close
t.join

# not started: reads and writes go to the socket itself (with a warning)
r, w = UNIXSocket.pair
raw = OpenSSL::SSL::SSLSocket.new(w)
$VERBOSE = nil
raw.syswrite("plain")
puts r.sysread(5)
r.close
w.close

show("SSLContext.new(bad)") { OpenSSL::SSL::SSLContext.new("SSLv9") }
show("SSLContext.new(SSLv23)") { OpenSSL::SSL::SSLContext.new("SSLv23").class }
show("SSLContext.new(:TLSv1)") { OpenSSL::SSL::SSLContext.new(:TLSv1).class }
show("METHODS") { OpenSSL::SSL::SSLContext::METHODS.include?("SSLv23_client") }
# (OpenSSL 3 keeps its TLS 1.3 suites whatever the list)
show("ciphers=") { ctx = OpenSSL::SSL::SSLContext.new; ctx.ciphers = "AES128-SHA"; ctx.ciphers.assoc("AES128-SHA").values_at(0, 2, 3) }
show("bad ciphers") { begin; OpenSSL::SSL::SSLContext.new.ciphers = "NOPE"; rescue; $!.class; end }
show("not an IO") { OpenSSL::SSL::SSLSocket.new("x") }
show("constants") { [OpenSSL::SSL::VERIFY_NONE, OpenSSL::SSL::VERIFY_PEER, OpenSSL::SSL::VERIFY_FAIL_IF_NO_PEER_CERT, OpenSSL::SSL::VERIFY_CLIENT_ONCE] }
show("SSLError") { OpenSSL::SSL::SSLError.superclass }
show("accessors") { ctx = OpenSSL::SSL::SSLContext.new; ctx.timeout = 5; ctx.verify_depth = 3; [ctx.timeout, ctx.verify_depth, ctx.verify_mode, ctx.cert] }
show("identity") { [OpenSSL::SSL.verify_certificate_identity(CERT, "LOCALHOST"), OpenSSL::SSL.verify_certificate_identity(CA, "Test CA")] }
