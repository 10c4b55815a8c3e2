# CGI from ENV (GET, POST, multipart with files, offline), cookies, header,
# out, escapes, html generation
require 'cgi'
require 'stringio'
require "helper"   # show(label) { expr }
def with_env(h)
  saved = {}
  h.each { |k, v| saved[k] = ENV[k]; ENV[k] = v }
  yield
ensure
  saved.each { |k, v| ENV[k] = v }
end
with_env("REQUEST_METHOD" => "GET", "QUERY_STRING" => "a=1&b=2&b=3&c&d=%41+x&e=", "SERVER_NAME" => "h", "SERVER_PORT" => "80", "SCRIPT_NAME" => "/s", "HTTP_COOKIE" => "k=v; k2=a%20b; k=w", "HTTP_USER_AGENT" => "ua", "REMOTE_ADDR" => "1.2.3.4") do
  c = CGI.new
  show(:params) { c.params.sort }
  show(:idx) { [c["a"], c["b"], c["c"], c["d"], c["e"], c["zz"]] }
  show(:idx_class) { c["a"].class }
  show(:b_list) { [c["b"].to_a, c["b"].first, c["b"].last] rescue $!.class }
  show(:has_key) { [c.has_key?("a"), c.key?("zz"), c.include?("b")] }
  show(:keys) { c.keys.sort }
  show(:cookies) { c.cookies.keys.sort.map { |k| [k, c.cookies[k].value] } }
  show(:cookie_obj) { ck = c.cookies["k"]; [ck.name, ck.value, ck.path, ck.domain, ck.expires, ck.secure, ck.to_s] }
  show(:env) { [c.server_name, c.server_port, c.script_name, c.user_agent, c.remote_addr, c.request_method, c.query_string, c.content_length, c.content_type] }
  show(:accept) { [c.accept, c.accept_charset, c.host, c.referer] }
  show(:multipart?) { c.multipart? }
end
body = "x=1&y=%E3%81%82&y=2"
with_env("REQUEST_METHOD" => "POST", "CONTENT_TYPE" => "application/x-www-form-urlencoded", "CONTENT_LENGTH" => body.size.to_s, "QUERY_STRING" => "q=9") do
  $stdin = StringIO.new(body)
  c = CGI.new
  show(:post) { c.params.sort }
  $stdin = STDIN
end
bd = "----XYZ"
mp = "--#{bd}\r\nContent-Disposition: form-data; name=\"t\"\r\n\r\nhello\r\n--#{bd}\r\nContent-Disposition: form-data; name=\"f\"; filename=\"C:\\\\dir\\\\a.txt\"\r\nContent-Type: text/plain\r\n\r\nfile\r\ncontent\r\n--#{bd}\r\nContent-Disposition: form-data; name=\"t\"\r\n\r\nsecond\r\n--#{bd}\r\nContent-Disposition: form-data; name=\"empty\"; filename=\"\"\r\n\r\n\r\n--#{bd}--\r\n"
with_env("REQUEST_METHOD" => "POST", "CONTENT_TYPE" => "multipart/form-data; boundary=#{bd}", "CONTENT_LENGTH" => mp.size.to_s) do
  $stdin = StringIO.new(mp)
  c = CGI.new
  show(:mp?) { c.multipart? }
  show(:mp_keys) { c.params.keys.sort }
  show(:mp_t) { v = c["t"]; [v.class.ancestors.include?(StringIO) || v.class.ancestors.include?(IO) || v.class.to_s, v.read, c.params["t"].map { |x| x.read rescue x }] }
  show(:mp_f) { f = c["f"]; [f.read, f.original_filename, f.content_type, f.local_path.class] }
  show(:mp_empty) { f = c["empty"]; [f.read, f.original_filename, f.content_type] }
  $stdin = STDIN
end
with_env("REQUEST_METHOD" => "POST", "CONTENT_TYPE" => "multipart/form-data; boundary=#{bd}", "CONTENT_LENGTH" => "20") do
  $stdin = StringIO.new("--#{bd}\r\ngarbage")
  show(:mp_bad) { CGI.new }
  $stdin = STDIN
end
ENV.delete("REQUEST_METHOD")
$stdin = StringIO.new("a=1&b=2\n")
show(:offline) { c = CGI.new; c.params.sort }
$stdin = STDIN
show(:escape) { [CGI.escape("a b&c/d\xe3"), CGI.unescape("a+b%26%e3%81%82%zz"), CGI.escapeHTML("<a>&\"'"), CGI.unescapeHTML("&lt;&amp;&gt;&quot;&#39;&#x41;&#65;&foo;&#xZZ;")] }
show(:escapeElement) { [CGI.escapeElement("<BR><A HREF='x'>", "A", "IMG"), CGI.unescapeElement(CGI.escapeHTML("<BR><A HREF='x'>"), ["A"])] }
show(:rfc1123) { CGI.rfc1123_date(Time.gm(2001, 2, 3, 4, 5, 6)) }
show(:pretty) { CGI.pretty("<HTML><BODY>x</BODY></HTML>") }
show(:pretty2) { CGI.pretty("<HTML><BODY>x</BODY></HTML>", "\t") }
show(:parse) { CGI.parse("a=1&a=2;b=3&=4&c") }
show(:cookie_new) { ck = CGI::Cookie.new("name" => "n", "value" => ["a b", "c"], "path" => "/p", "domain" => "d", "expires" => Time.gm(2001,2,3), "secure" => true); [ck.to_s, ck.value] }
show(:cookie_new2) { CGI::Cookie.new("n", "v1", "v2").to_s }
show(:cookie_parse) { CGI::Cookie.parse("a=1; b=2, c=3; a=4; $Version=1").map { |k, v| [k, v.value] }.sort }
show(:header) { c = CGI.new; c.header("type" => "text/plain", "charset" => "utf-8", "status" => "NOT_FOUND", "cookie" => [CGI::Cookie.new("a", "b")], "expires" => Time.gm(2001,1,1), "language" => "ja", "X-Foo" => "bar") }
show(:header_str) { CGI.new.header("text/xml") }
show(:header_nph) { CGI.new.header("nph" => true, "status" => "302 Found", "location" => "http://x/").gsub(/Date: .*\r\n/, "Date: D\r\n").gsub(/Server: .*\r\n/, "Server: S\r\n") }
show(:out) { $stdout = StringIO.new; CGI.new.out("type" => "text/plain") { "body" }; r = $stdout.string; $stdout = STDOUT; r }
show(:out_head) { ENV["REQUEST_METHOD"] = "HEAD"; $stdout = StringIO.new; CGI.new.out { "body" }; r = $stdout.string; $stdout = STDOUT; ENV.delete("REQUEST_METHOD"); r }
show(:html3) { c = CGI.new("html3"); c.html { c.head { c.title { "T" } } + c.body { c.a("http://x") { "link" } + c.br + c.img("src" => "a.gif", "alt" => "A") + c.form("action" => "/x") { c.text_field("n", "v", 10) + c.submit + c.checkbox("c", "1", true) + c.radio_group("r", "a", ["b", true], ["c", "C", false]) + c.popup_menu("p", "x", ["y", true]) + c.textarea("ta") + c.hidden("h", "v") + c.password_field("pw") + c.file_field("ff") + c.reset + c.image_button("i.gif") + c.multipart_form { "m" } } + c.ul { c.li { "x" } } + c.blockquote("cite") { "q" } + c.caption("top") { "cap" } } } }
show(:html4) { c = CGI.new("html4"); c.doctype rescue c.html { "x" } }
show(:html4tr) { c = CGI.new("html4Tr"); c.html { "x" } }
show(:html4fr) { c = CGI.new("html4Fr"); c.html { c.frameset { c.frame("src" => "a") } } }
show(:html_pretty) { c = CGI.new("html4"); CGI.pretty(c.html { c.body { c.p { "x" } } }) }
show(:tag_methods) { c = CGI.new("html3"); [c.respond_to?(:blink), c.respond_to?(:font), CGI.new("html4").respond_to?(:font)] }
