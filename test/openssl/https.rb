# net/https against local servers: WEBrick::HTTPServer with :SSLEnable (the
# fixtures' certificate, then one it generates), and a bare SSLServer
# thread.  The oracle has no openssl: https.out is fixtures/ref_https.rb's
# output (the lines 1.8.7 prints, written by hand).
require "webrick"
require "webrick/https"
require "net/https"
require "helper"
Thread.abort_on_exception = true

KEY = OpenSSL::PKey::RSA.new(File.read("fixtures/rsa1024.pem"))
CERT = OpenSSL::X509::Certificate.new(File.read("fixtures/server_cert.pem"))
LOG = WEBrick::Log.new([], WEBrick::BasicLog::FATAL)

def webrick(opts)
  srv = WEBrick::HTTPServer.new({:BindAddress => "127.0.0.1", :Port => 0, :Logger => LOG,
                                 :AccessLog => [], :SSLEnable => true}.merge(opts))
  srv.mount_proc("/hi") {|req, res|
    res["content-type"] = "text/plain"
    res.body = "#{req.request_method} #{req.path} #{req.query_string} #{req.meta_vars['HTTPS']} #{req.body}"
  }
  [srv, srv.config[:Port], Thread.new { srv.start }]
end

srv, port, th = webrick(:SSLCertificate => CERT, :SSLPrivateKey => KEY)
h = Net::HTTP.new("localhost", port)
puts h.use_ssl?, h.verify_mode.inspect
h.use_ssl = true
h.verify_mode = OpenSSL::SSL::VERIFY_PEER
h.ca_file = "fixtures/ca_cert.pem"
puts h.use_ssl?, h.inspect.sub(/:\d+/, ":PORT")
h.start {
  3.times {|i|
    r = h.get("/hi?n=#{i}")
    puts [r.code, r["content-type"], r.body].inspect
  }
  r = h.post("/hi", "a=1&b=2")
  puts [r.code, r.body].inspect
  puts h.peer_cert.subject.to_s, h.peer_cert.issuer.to_s
  r = h.get("/missing")
  puts r.code
}
show("use_ssl= after start") { h.start { h.use_ssl = false } }

# an address the certificate names (subjectAltName IP:127.0.0.1)
h = Net::HTTP.new("127.0.0.1", port)
h.use_ssl = true
h.verify_mode = OpenSSL::SSL::VERIFY_PEER
h.ca_file = "fixtures/ca_cert.pem"
show("by address") { h.start { h.get("/hi").body } }
# an unknown CA
h = Net::HTTP.new("localhost", port)
h.use_ssl = true
h.verify_mode = OpenSSL::SSL::VERIFY_PEER
show("unknown CA") { h.start { h.get("/hi").body } rescue $!.class }
srv.shutdown
th.join

# WEBrick's own certificate (webrick/ssl makes it), not verified
srv, port, th = webrick(:SSLCertName => [["C", "JP"], ["O", "Test"], ["CN", "localhost"]])
h = Net::HTTP.new("127.0.0.1", port)
h.use_ssl = true
h.verify_mode = OpenSSL::SSL::VERIFY_NONE
h.start {
  puts h.get("/hi?x=y").body
  cert = h.peer_cert
  puts cert.subject.to_s, cert.issuer.to_s, cert.verify(cert.public_key), cert.not_after > cert.not_before
  puts cert.extensions.map {|e| e.oid }.inspect
}
srv.shutdown
th.join

# a bare SSL server speaking HTTP/1.0
tcp = TCPServer.new("127.0.0.1", 0)
ctx = OpenSSL::SSL::SSLContext.new
ctx.cert = CERT
ctx.key = KEY
ssvr = OpenSSL::SSL::SSLServer.new(tcp, ctx)
th = Thread.new {
  s = ssvr.accept
  req = []
  while (line = s.gets) != "\r\n"
    req << line.chomp
  end
  s.write "HTTP/1.0 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 7\r\n\r\nbare ok"
  s.close
  req
}
h = Net::HTTP.new("localhost", tcp.addr[1])
h.use_ssl = true
h.verify_mode = OpenSSL::SSL::VERIFY_PEER
h.ca_file = "fixtures/ca_cert.pem"
res = h.start { h.get("/bare") }
puts res.code, res.body
puts th.value.first, th.value.grep(/^Host/i).inspect.sub(/:\d+/, ":PORT")
