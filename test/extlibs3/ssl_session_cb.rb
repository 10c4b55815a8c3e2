# SSLContext's session callbacks: the server keeps its sessions in a Hash
# through session_new_cb and finds them through session_get_cb (internal
# lookup off), so the client's second connection resumes; session_remove
# calls session_remove_cb.  Each callback gets one Array, as in 1.8.7.
# Expected output: fixtures/ref_ssl_session_cb.rb on the oracle (no
# openssl there): the lines each step gives, noted there.
require "socket"
require "openssl"
include OpenSSL
Thread.abort_on_exception = true
key = PKey::RSA.new(File.read("fixtures/rsa1024.pem"))
cert = X509::Certificate.new(File.read("fixtures/server_cert.pem"))
store = {}
log = []
sctx = SSL::SSLContext.new
sctx.cert = cert; sctx.key = key
sctx.options = SSL::OP_ALL | SSL::OP_NO_TICKET | SSL::OP_NO_TLSv1_3
sctx.session_id_context = "cb"
sctx.session_cache_mode = SSL::SSLContext::SESSION_CACHE_SERVER | SSL::SSLContext::SESSION_CACHE_NO_INTERNAL_LOOKUP
sctx.session_new_cb = lambda {|a| sock, sess = a; log << [:new, sock.class, sess.class]; store[sess.id] = sess }
sctx.session_get_cb = lambda {|a| sock, id = a; log << [:get, sock.class, id.size]; store[id] }
sctx.session_remove_cb = lambda {|a| ctx, sess = a; log << [:remove, ctx.class, sess.class] }
tcp = TCPServer.new("127.0.0.1", 0); port = tcp.addr[1]
server = Thread.new { 2.times { s = SSL::SSLSocket.new(tcp.accept, sctx); s.sync_close = true; s.accept; s.write("r=#{s.session_reused?}\n"); s.close } }
def connect(port, sess = nil)
  ctx = SSL::SSLContext.new; ctx.options = SSL::OP_ALL | SSL::OP_NO_TLSv1_3
  s = SSL::SSLSocket.new(TCPSocket.new("127.0.0.1", port), ctx); s.sync_close = true
  s.session = sess if sess; s.connect; l = s.gets; [s, l]
end
s1, l1 = connect(port); sess = s1.session; s1.close
s2, l2 = connect(port, sess); s2.close
server.join
puts l1, l2
sctx.session_remove(store.values[0])
log.each {|x| p x }
puts store.size
