# WEBrick's DigestAuth as 1.8.7: its checks (digest, user, uri, realm,
# opaque, algorithm, nonce, qop) and the messages it logs, 1.8.7's
# spelling included ("authentication scceeded.")
require "helper"
require 'webrick'
require 'net/http'
require 'digest/md5'
require 'tmpdir'
require 'stringio'
dir = Dir.mktmpdir
log = StringIO.new
L = WEBrick::Log.new(log, WEBrick::Log::DEBUG)
htd = WEBrick::HTTPAuth::Htdigest.new("#{dir}/dg"); htd.set_passwd("D", "user", "pass"); htd.flush
digest = WEBrick::HTTPAuth::DigestAuth.new(:Realm => "D", :UserDB => htd, :Logger => L, :Algorithm => "MD5", :UseOpaque => true)
s = WEBrick::HTTPServer.new(:BindAddress => "127.0.0.1", :Port => 0, :Logger => L, :AccessLog => [])
s.mount_proc("/d") { |req, res| digest.authenticate(req, res); res.body = "dig #{req.user}" }
port = s.config[:Port]
t = Thread.new { s.start }
sleep 0.05 until s.status == :Running
def auth(h, path, user, pass, qop, tweak = {})
  r = h.get(path); wa = r["www-authenticate"]
  nonce = wa[/nonce="([^"]*)"/, 1]; opaque = wa[/opaque="([^"]*)"/, 1]
  ha1 = Digest::MD5.hexdigest("#{user}:D:#{pass}"); ha2 = Digest::MD5.hexdigest("GET:#{path}")
  cnonce = "abc"; nc = "00000001"
  resp = qop ? Digest::MD5.hexdigest([ha1, nonce, nc, cnonce, qop, ha2].join(":")) : Digest::MD5.hexdigest([ha1, nonce, ha2].join(":"))
  parts = { "username" => %Q{"#{user}"}, "realm" => '"D"', "nonce" => %Q{"#{nonce}"}, "uri" => %Q{"#{path}"}, "response" => %Q{"#{resp}"}, "opaque" => %Q{"#{opaque}"}, "algorithm" => "MD5" }
  parts.update("qop" => qop, "nc" => nc, "cnonce" => %Q{"#{cnonce}"}) if qop
  parts.update(tweak)
  q = Net::HTTP::Get.new(path)
  q["authorization"] = "Digest " + parts.reject { |k, v| v.nil? }.map { |k, v| "#{k}=#{v}" }.join(", ")
  r = h.request(q)
  [r.code, r.body[0, 20], (r["authentication-info"] || "").gsub(/rspauth="?[0-9a-f]*"?/, "R").gsub(/nextnonce="[^"]*"/, "NN").gsub(/cnonce="[^"]*"/, "CN")]
end
Net::HTTP.start("127.0.0.1", port) do |h|
  show(:ok_auth) { auth(h, "/d", "user", "pass", "auth") }
  show(:ok_noqop) { auth(h, "/d", "user", "pass", nil) }
  show(:badpw) { auth(h, "/d", "user", "bad", "auth") }
  show(:nouser) { auth(h, "/d", "nobody", "pass", "auth") }
  show(:baduri) { auth(h, "/d", "user", "pass", "auth", "uri" => '"/other"') }
  show(:badrealm) { auth(h, "/d", "user", "pass", "auth", "realm" => '"X"') }
  show(:badopaque) { auth(h, "/d", "user", "pass", "auth", "opaque" => '"zz"') }
  show(:badalg) { auth(h, "/d", "user", "pass", "auth", "algorithm" => "SHA") }
  show(:stale) { auth(h, "/d", "user", "pass", "auth", "nonce" => '"MTIzNDU2Nzg5MA==aaaa"') }
  show(:authint) { auth(h, "/d", "user", "pass", "auth-int") }
end
s.shutdown; t.join
show(:log) { log.string.gsub(/\[.*?\] /, "").split("\n").grep(/Digest|ERROR|WARN/).map { |l| l.gsub(/[0-9a-f]{32}/, "H").gsub(/nonce=\S+|"[A-Za-z0-9+\/=]{20,}"/, "N").gsub(/\d{4,}/, "N") } }
FileUtils.rm_rf dir
