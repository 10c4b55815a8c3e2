# OpenSSL::SSL::Session over loopback: a client keeps the session of its
# first connection and resumes it on the second (session_reused?); the
# session through DER and PEM; the server context's cache and its stats;
# the cache mode constants.  TLS 1.2 (OP_NO_TLSv1_3), where a session is
# known when the handshake ends, as with 1.8.7's SSL 3 and TLS 1.0.
# Expected output: fixtures/ref_ssl_session.rb on the oracle (no openssl
# there; the constants from OpenSSL's ssl.h).
require "socket"
require "openssl"
include OpenSSL
Thread.abort_on_exception = true

key = PKey::RSA.new(File.read("fixtures/rsa1024.pem"))
cert = X509::Certificate.new(File.read("fixtures/server_cert.pem"))
sctx = SSL::SSLContext.new
sctx.cert = cert
sctx.key = key
sctx.options = SSL::OP_ALL | SSL::OP_NO_TICKET | SSL::OP_NO_TLSv1_3
sctx.session_id_context = "extlibs3"
sctx.session_cache_mode = SSL::SSLContext::SESSION_CACHE_SERVER
tcp = TCPServer.new("127.0.0.1", 0)
port = tcp.addr[1]
server = Thread.new do
  2.times do
    s = SSL::SSLSocket.new(tcp.accept, sctx)
    s.sync_close = true
    s.accept
    s.write("hello #{s.session_reused?}\n")
    s.close
  end
end

def connect(port, session = nil)
  ctx = SSL::SSLContext.new
  ctx.options = SSL::OP_ALL | SSL::OP_NO_TLSv1_3
  s = SSL::SSLSocket.new(TCPSocket.new("127.0.0.1", port), ctx)
  s.sync_close = true
  s.session = session if session
  s.connect
  line = s.gets
  [s, line]
end

s1, line1 = connect(port)
sess = s1.session
puts line1, s1.session_reused?, sess.class, sess.id.size
puts SSL::Session.new(s1) == sess
s1.close
der = SSL::Session.new(sess.to_der)
pem = SSL::Session.new(sess.to_pem)
puts der == sess, pem == sess, der.to_der == sess.to_der, sess.to_pem.lines.first
puts sess.time.class, (Time.now - sess.time).abs < 600, sess.timeout > 0
sess.timeout = 1234
puts sess.timeout, sess.to_text.include?("Session-ID")
s2, line2 = connect(port, der)
puts line2, s2.session_reused?, s2.session == sess
s2.close
server.join
stats = sctx.session_cache_stats
puts stats[:accept], stats[:accept_good], stats[:cache_hits], stats[:cache_num], stats.keys.size
puts sctx.session_cache_mode == SSL::SSLContext::SESSION_CACHE_SERVER, sctx.session_cache_size > 0
puts sctx.session_remove(sess), sctx.session_cache_stats[:cache_num]
puts sctx.session_add(sess), sctx.session_cache_stats[:cache_num]
sctx.flush_sessions(Time.now + 100000)
puts sctx.session_cache_stats[:cache_num]
begin
  SSL::Session.new("junk")
rescue ArgumentError => e
  puts e.class
end
puts [SSL::SSLContext::SESSION_CACHE_OFF, SSL::SSLContext::SESSION_CACHE_CLIENT,
      SSL::SSLContext::SESSION_CACHE_SERVER, SSL::SSLContext::SESSION_CACHE_BOTH,
      SSL::SSLContext::SESSION_CACHE_NO_AUTO_CLEAR, SSL::SSLContext::SESSION_CACHE_NO_INTERNAL].inspect
