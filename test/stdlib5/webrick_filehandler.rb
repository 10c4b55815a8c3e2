# webrick: FileHandler (fancy index byte for byte, sorts, conditional and
# range requests, errors), basic authentication
require 'webrick'
require 'net/http'
require 'stringio'
require "helper"
Dir.mkdir("root") rescue nil
Dir.mkdir("root/sub") rescue nil
File.open("root/a.txt", "w") { |f| f << "A" }
File.open("root/b.html", "w") { |f| f << "<b>B</b>" }
File.open("root/sub/c.rb", "w") { |f| f << "C" }
File.utime(Time.utc(2001, 2, 3), Time.utc(2001, 2, 3), "root/a.txt", "root/b.html", "root/sub/c.rb", "root/sub", "root")
srv = WEBrick::HTTPServer.new(:Port => 0, :BindAddress => "127.0.0.1", :Logger => WEBrick::Log.new(StringIO.new), :AccessLog => [], :ServerSoftware => "SW")
port = srv.config[:Port]
srv.mount("/files", WEBrick::HTTPServlet::FileHandler, "root", :FancyIndexing => true)
srv.mount("/plain", WEBrick::HTTPServlet::FileHandler, "root")
htpd = WEBrick::HTTPAuth::Htpasswd.new("pw") rescue nil
auth = WEBrick::HTTPAuth::BasicAuth.new(:Realm => "R", :UserDB => (h = Object.new; def h.get_passwd(realm, user, reload) user == "u" ? "p".crypt("ab") : nil end; h), :Logger => WEBrick::Log.new(StringIO.new))
srv.mount_proc("/auth") { |req, res| auth.authenticate(req, res); res.body = "ok #{req.user}" }
th = Thread.new { srv.start }
sleep 0.2
http = Net::HTTP.new("127.0.0.1", port)
norm = lambda { |s| s.gsub(/127\.0\.0\.1:\d+/, "HOST").gsub(/\d{4}\/\d\d\/\d\d \d\d:\d\d/, "DATE") }
show("index") { r = http.get("/files/"); [r.code, r["content-type"], norm[r.body]] }
show("index sub") { r = http.get("/files/sub/"); norm[r.body] }
show("index sorts") { %w(N=A N=D S=A S=D M=A M=D X=Y).map { |q| norm[http.get("/files/?#{q}").body][/<HR>.*<\/PRE>/m] } }
show("noslash") { r = http.get("/files/sub"); [r.code, norm[r["location"].to_s]] }
show("plain index") { r = http.get("/plain/"); [r.code, norm[r.body]] }
show("file") { r = http.get("/files/b.html"); [r.code, r["content-type"], r.body, r["last-modified"], r["etag"].class] }
show("ims") { r = http.get("/files/a.txt", "If-Modified-Since" => "Sat, 03 Feb 2001 00:00:00 GMT"); [r.code, r.body] }
show("ims old") { r = http.get("/files/a.txt", "If-Modified-Since" => "Fri, 02 Feb 2001 00:00:00 GMT"); [r.code, r.body] }
show("range multi") { r = http.get("/files/a.txt", "Range" => "bytes=0-0,0-0"); [r.code, r["content-type"].to_s[0, 20]] }
show("range bad") { r = http.get("/files/a.txt", "Range" => "bytes=5-9"); [r.code] }
show("dotdot") { r = http.get("/files/../web2.rb"); [r.code] }
show("missing") { r = http.get("/files/zz"); [r.code, norm[r.body]] }
show("auth none") { r = http.get("/auth"); [r.code, r["www-authenticate"], r.body[/<TITLE>.*<\/TITLE>/]] }
show("auth ok") { req = Net::HTTP::Get.new("/auth"); req.basic_auth("u", "p"); r = http.request(req); [r.code, r.body] }
show("auth bad") { req = Net::HTTP::Get.new("/auth"); req.basic_auth("u", "x"); r = http.request(req); [r.code] }
show("server header") { http.get("/files/a.txt")["server"] }
show("options") { r = http.options("/files/a.txt") rescue (r = http.request(Net::HTTP::Options.new("/files/a.txt"))); [r.code, r["allow"]] }
show("post file") { r = http.post("/files/a.txt", "x"); [r.code] }
srv.shutdown; th.join
