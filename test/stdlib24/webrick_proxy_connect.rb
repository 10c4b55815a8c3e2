# WEBrick's HTTPProxyServer CONNECT as 1.8.7: the content handler sees the
# answer before it is sent (it may change it); a target that cannot be
# reached is the error's page (500 with its message), an upstream proxy
# that refuses is a 502; the debug log says so
require 'webrick'
require 'webrick/httpproxy'
require 'stringio'
require 'uri'
log = StringIO.new
quiet = WEBrick::Log.new(StringIO.new)
up = WEBrick::HTTPServer.new(:BindAddress => "127.0.0.1", :Port => 0, :Logger => quiet, :AccessLog => [])
up.mount_proc("/x") { |q, r| r.body = "up" }
uport = up.config[:Port]
seen = []
alog = StringIO.new
px = WEBrick::HTTPProxyServer.new(:BindAddress => "127.0.0.1", :Port => 0, :Logger => quiet, :AccessLog => [[alog, "%s %m %b"]],
  :ProxyAuthProc => proc { |req, res| seen << [:auth, req["proxy-authorization"]] },
  :ProxyContentHandler => proc { |req, res| seen << [:content, res.status, res.body.size > 0]; res["x-h"] = "1"; res.body = "changed" if res.status == 500 })
pport = px.config[:Port]
px2 = WEBrick::HTTPProxyServer.new(:BindAddress => "127.0.0.1", :Port => 0, :Logger => WEBrick::Log.new(log, WEBrick::Log::DEBUG), :AccessLog => [],
  :ProxyURI => URI.parse("http://us:pw@127.0.0.1:#{pport}/"), :ProxyContentHandler => proc { |req, res| seen << [:content2, res.status] })
p2port = px2.config[:Port]
ts = [up, px, px2].map { |s| Thread.new { s.start } }
sleep 0.05 until [up, px, px2].all? { |s| s.status == :Running }
def clean(s) s.gsub(/Date: .*\r\n/, "").gsub(/Server: .*\r\n/, "").gsub(/<ADDRESS>.*<\/ADDRESS>/m, "A") end
def head(s) x = ""; x << s.gets while x !~ /\r\n\r\n/; clean(x) end
s = TCPSocket.new("127.0.0.1", pport); s.write("CONNECT 127.0.0.1:#{uport} HTTP/1.1\r\n\r\n"); p head(s)
s.write("GET /x HTTP/1.0\r\n\r\n"); p s.read.split("\r\n\r\n")[1]; s.close
%w(127.0.0.1:1 127.0.0.1:abc).each do |target|
  s = TCPSocket.new("127.0.0.1", pport); s.write("CONNECT #{target} HTTP/1.1\r\n\r\n"); p clean(s.read); s.close
end
s = TCPSocket.new("127.0.0.1", p2port); s.write("CONNECT 127.0.0.1:#{uport} HTTP/1.1\r\n\r\n"); p head(s)
s.write("GET /x HTTP/1.0\r\n\r\n"); p clean(s.read); s.close
s = TCPSocket.new("127.0.0.1", p2port); s.write("CONNECT 127.0.0.1:1 HTTP/1.1\r\n\r\n"); p clean(s.read); s.close
sleep 0.3
p seen
p alog.string
p log.string.gsub(/\[.*?\] /, "").split("\n").grep(/CONNECT/).reject { |l| l =~ /byte from/ }.map { |l| l.gsub(/:\d{4,5}/, ":N") }
[up, px, px2].each { |s| s.shutdown }; ts.each { |t| t.join }
