# open-uri against a WEBrick server on 127.0.0.1 (a free port): bodies,
# meta data, redirects, errors, options; the port is printed as PORT.
require "open-uri"
require "webrick"
require "stringio"

ENV.delete("http_proxy"); ENV.delete("HTTP_PROXY"); ENV.delete("no_proxy")
log = StringIO.new
server = WEBrick::HTTPServer.new(:Port => 0, :BindAddress => "127.0.0.1",
  :Logger => WEBrick::Log.new(log, WEBrick::Log::FATAL), :AccessLog => [])
PORT = server.config[:Port]
BASE = "http://127.0.0.1:#{PORT}"
seen = {}
server.mount_proc("/hello") {|req, res|
  res["content-type"] = "text/plain"
  res["last-modified"] = "Tue, 01 Jan 2008 10:20:30 GMT"
  res["x-custom"] = "Custom Value"
  res.body = "hello world\n"
}
server.mount_proc("/html") {|req, res|
  res["content-type"] = "text/html; charset=UTF-8"
  res["content-encoding"] = "x-foo, x-bar"
  res.body = "<p>hi</p>"
}
server.mount_proc("/text-nocharset") {|req, res| res["content-type"] = "text/plain"; res.body = "t" }
server.mount_proc("/quoted") {|req, res| res["content-type"] = "Text/Plain ; Charset=\"Shift_JIS\""; res.body = "q" }
server.mount_proc("/binary") {|req, res| res["content-type"] = "application/x-thing"; res.body = "\000\001" }
server.mount_proc("/notype") {|req, res| res.body = "n" }
server.mount_proc("/big") {|req, res| res["content-type"] = "text/plain"; res.body = "x" * 30000 }
server.mount_proc("/headers") {|req, res|
  res["content-type"] = "text/plain"
  res.body = %w(user-agent x-mine authorization accept).map {|h| "#{h}=#{req[h]}" }.join("\n")
}
server.mount_proc("/redirect") {|req, res| res.set_redirect(WEBrick::HTTPStatus::Found, "#{BASE}/hello") }
server.mount_proc("/redirect2") {|req, res| res.set_redirect(WEBrick::HTTPStatus::MovedPermanently, "#{BASE}/redirect") }
server.mount_proc("/relative") {|req, res| res.status = 302; res["location"] = "/hello" }
server.mount_proc("/loop") {|req, res| res.set_redirect(WEBrick::HTTPStatus::Found, "#{BASE}/loop") }
server.mount_proc("/tofile") {|req, res| res.set_redirect(WEBrick::HTTPStatus::Found, "file:///etc/passwd") }
server.mount_proc("/error") {|req, res| res.status = 500; res["content-type"] = "text/plain"; res.body = "server broke" }
server.mount_proc("/auth") {|req, res|
  WEBrick::HTTPAuth.basic_auth(req, res, "realm") {|u, p| u == "user" && p == "pass" }
  res["content-type"] = "text/plain"
  res.body = "secret"
}
Thread.new { server.start }

def show(label)
  print label, ": "
  begin
    r = yield
    puts r.inspect.gsub(PORT.to_s, "PORT").gsub(/0x[0-9a-f]+/, "0xX")
  rescue Exception => e
    puts "#{e.class}: #{e.message.gsub(PORT.to_s, "PORT").gsub(/0x[0-9a-f]+/, "0xX")}"
  end
end

show(:block) { open("#{BASE}/hello") {|f| [f.class.ancestors.include?(OpenURI::Meta), f.read] } }
f = open("#{BASE}/hello")
show(:class) { f.class }
show(:read) { f.read }
show(:status) { f.status }
show(:base_uri) { f.base_uri }
show(:content_type) { f.content_type }
show(:charset) { f.charset }
show(:charset_block) { f.charset { "dflt" } }
show(:content_encoding) { f.content_encoding }
show(:last_modified) { f.last_modified }
show(:meta) { f.meta.reject {|k, v| k == "date" || k == "server" } .sort }
show(:html) { open("#{BASE}/html") {|g| [g.read, g.content_type, g.charset, g.content_encoding] } }
show(:nocharset) { open("#{BASE}/text-nocharset") {|g| [g.content_type, g.charset, g.charset { "x" }] } }
show(:quoted) { open("#{BASE}/quoted") {|g| [g.content_type, g.charset, g.content_type_parse] } }
show(:binary) { open("#{BASE}/binary") {|g| [g.read, g.content_type, g.charset, g.charset { "y" }] } }
show(:notype) { open("#{BASE}/notype") {|g| [g.content_type, g.charset, g.last_modified] } }
show(:big) { open("#{BASE}/big") {|g| [g.class, g.read.size, g.status] } }
show(:uri_read) { s = URI.parse("#{BASE}/hello").read; [s, s.class.ancestors.include?(OpenURI::Meta), s.content_type, s.status] }
show(:uri_open) { URI.parse("#{BASE}/hello").open {|g| g.read } }
show(:uri_open_noblock) { URI.parse("#{BASE}/hello").open.read }
show(:headers) { open("#{BASE}/headers", "User-Agent" => "tester/1.0", "X-Mine" => "mine") {|g| g.read } }
show(:default_ua) { open("#{BASE}/headers") {|g| g.read.split("\n").first.sub(/\d+\.\d+\.\d+/, "V") } }
show(:redirect) { open("#{BASE}/redirect") {|g| [g.read, g.base_uri, g.status] } }
show(:redirect2) { open("#{BASE}/redirect2") {|g| [g.read, g.base_uri] } }
show(:loop) { open("#{BASE}/loop") }
show(:tofile) { open("#{BASE}/tofile") }
show(:error) { open("#{BASE}/error") }
begin
  open("#{BASE}/missing")
rescue OpenURI::HTTPError => e
  show(:e_message) { e.message }
  show(:e_io) { [e.io.class.ancestors.include?(OpenURI::Meta), e.io.status, e.io.content_type, e.io.read.size > 0] }
end
begin
  open("#{BASE}/error")
rescue OpenURI::HTTPError => e
  show(:e500) { [e.message, e.io.status, e.io.read] }
end
show(:auth_none) { open("#{BASE}/auth") }
show(:auth) { open("#{BASE}/auth", :http_basic_authentication => ["user", "pass"]) {|g| g.read } }
show(:auth_bad) { open("#{BASE}/auth", :http_basic_authentication => ["user", "bad"]) }
lens = []
progress = []
show(:procs) { open("#{BASE}/big", :content_length_proc => lambda {|l| lens << l }, :progress_proc => lambda {|s| progress << s }) {|g| g.read.size } }
show(:proc_values) { [lens, progress.last, progress.sort == progress] }
show(:proxy_nil) { open("#{BASE}/hello", :proxy => nil) {|g| g.read } }
show(:proxy_false) { open("#{BASE}/hello", :proxy => false) {|g| g.read } }
show(:bad_option) { open("#{BASE}/hello", :no_such_option => 1) }
show(:bad_header) { open("#{BASE}/hello", "X" => "a\nb") }
show(:write_mode) { open("#{BASE}/hello", "w") }
show(:read_mode) { open("#{BASE}/hello", "r") {|g| g.read } }
show(:rb_mode) { open("#{BASE}/hello", "rb", 0666) {|g| g.read } }
show(:bad_perm_mode) { open("#{BASE}/hello", "a") }
show(:file_open) { File.open("local.txt", "w") {|g| g.print "local" }; open("local.txt") {|g| [g.class, g.read] } }
show(:redirectable) { [OpenURI.redirectable?(URI("http://a"), URI("ftp://b")), OpenURI.redirectable?(URI("http://a"), URI("https://b")), OpenURI.redirectable?(URI("HTTP://a"), URI("http://b"))] }
show(:check_options) { OpenURI.check_options(:foo => 1) }
show(:check_options_ok) { OpenURI.check_options(:proxy => nil, "X-A" => "b").to_a.sort_by {|k, v| k.to_s } }
show(:scan) { [OpenURI.scan_open_optional_arguments, OpenURI.scan_open_optional_arguments("r", 0644, {}), OpenURI.scan_open_optional_arguments({:proxy => nil})] }
show(:options) { OpenURI::Options.keys.map {|k| k.to_s }.sort }
show(:buffer) { b = OpenURI::Buffer.new; b << "x"; c1 = b.io.class; b << "y" * 20000; [c1, b.io.class, b.size] }
show(:http_error) { e = OpenURI::HTTPError.new("msg", :io); [e.message, e.io] }
show(:non_http) { open("foo:bar") }
show(:unknown_scheme_uri) { OpenURI.open_uri(URI("foo:bar")) }
show(:ancestors) { URI::HTTP.ancestors.include?(OpenURI::OpenRead) && URI::FTP.ancestors.include?(OpenURI::OpenRead) }
