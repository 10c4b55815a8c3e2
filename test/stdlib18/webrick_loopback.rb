# WEBrick::HTTPServer on 127.0.0.1 fetched by Net::HTTP: mount_proc, servlets,
# status errors, redirects, chunked bodies, FileHandler (ranges, If-Modified-
# Since, directory listing), basic auth with an Htpasswd file, as 1.8.7
require 'webrick'
require 'net/http'
require 'tmpdir'
require 'fileutils'
dir = File.join(Dir.tmpdir, "s18w2-#{$$}")
FileUtils.mkdir_p(dir + "/sub")
File.open(dir + "/a.txt", "w") { |f| f.write("0123456789abcdef") }
File.open(dir + "/sub/b.html", "w") { |f| f.write("<b>hi</b>") }
require 'stringio'
log = StringIO.new
s = WEBrick::HTTPServer.new(:Port => 0, :BindAddress => "127.0.0.1", :Logger => WEBrick::Log.new(log, 1), :AccessLog => [], :DocumentRoot => dir)
port = $port = s.config[:Port]
s.mount_proc("/proc") { |req, res| res.body = "q=#{req.query.inspect} m=#{req.request_method} p=#{req.path} pi=#{req.path_info.inspect} sn=#{req.script_name.inspect} qs=#{req.query_string.inspect} ct=#{req.content_type.inspect} body=#{req.body.inspect} host=#{req.host} port=#{req.port == port} kc=#{req.keep_alive?} ua=#{req['user-agent'].inspect} cookies=#{req.cookies.map { |c| [c.name, c.value] }.inspect}"; res['X-A'] = "1"; res.cookies << WEBrick::Cookie.new("s", "t") }
s.mount_proc("/raise") { |req, res| raise WEBrick::HTTPStatus::Forbidden, "nope" }
s.mount_proc("/redir") { |req, res| res.set_redirect(WEBrick::HTTPStatus::Found, "/x") }
s.mount_proc("/err") { |req, res| raise "boom" }
s.mount_proc("/chunk") { |req, res| res.chunked = true; res.body = "chunky" }
class MyServlet < WEBrick::HTTPServlet::AbstractServlet
  def do_GET(req, res) res.body = "get #{@options.inspect}"; res['content-type'] = "text/x" end
  def do_POST(req, res) res.body = "post #{req.body}" end
end
s.mount("/serv", MyServlet, 1, 2)
auth = WEBrick::HTTPAuth::Htpasswd.new(dir + "/htpasswd")
auth.set_passwd("R", "u", "p"); auth.flush
ba = WEBrick::HTTPAuth::BasicAuth.new(:Realm => "R", :UserDB => auth, :Logger => WEBrick::Log.new(log, 1))
s.mount_proc("/auth") { |req, res| ba.authenticate(req, res); res.body = "ok #{req.user}" }
th = Thread.new { s.start }
sleep 0.1 until s.status == :Running
def show(res) [res.code, res.message, res.body.to_s[0, 200], res['content-type'], res['content-length'], res['x-a'], res['set-cookie'], res['location'], res['www-authenticate'], res['content-range'], res['transfer-encoding'], res['accept-ranges']].inspect.gsub(/:#{$port}\b/, ":PORT") end
alias pp_orig p
def p(*a) a.each { |x| puts(x.is_a?(String) ? x : x.inspect.gsub(/:#{$port}\b/, ":PORT")) } end
Net::HTTP.start("127.0.0.1", port) do |h|
  p show(h.get("/proc/x/y?a=1&b=2", "Cookie" => "c1=v1; c2=v2", "User-Agent" => "UA"))
  p show(h.post("/proc", "a=1&b=%41", "Content-Type" => "application/x-www-form-urlencoded"))
  p show(h.head("/proc"))
  p show(h.get("/raise"))
  p show(h.get("/redir"))
  p show(h.get("/err"))
  p show(h.get("/chunk"))
  p show(h.get("/serv"))
  p show(h.post("/serv", "zz"))
  p show(h.request(Net::HTTP::Put.new("/serv"), "x"))
  p show(h.get("/nothing"))
  p show(h.get("/a.txt"))
  p show(h.get("/a.txt", "Range" => "bytes=2-5"))
  p show(h.get("/a.txt", "Range" => "bytes=-3"))
  p show(h.get("/a.txt", "Range" => "bytes=20-30"))
  r = h.get("/a.txt"); p show(h.get("/a.txt", "If-Modified-Since" => r['last-modified']))
  p show(h.get("/sub/b.html"))
  p show(h.get("/sub"))
  res = h.get("/sub/"); p [res.code, res['content-type'], res.body.scan(/<A HREF="([^"]*)"/i)]
  p show(h.get("/../etc/passwd"))
  p show(h.get("/auth"))
  p show(h.get("/auth", "Authorization" => "Basic " + ["u:p"].pack("m").chomp))
  p show(h.get("/auth", "Authorization" => "Basic " + ["u:x"].pack("m").chomp))
  p show(h.options("/proc")) rescue p $!
end
s.shutdown
th.join
FileUtils.rm_rf(dir)
