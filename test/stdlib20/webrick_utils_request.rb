# WEBrick::HTTPRequest parsing of odd requests, HTTPUtils, HTTPStatus,
# Cookie, HTTPVersion, AccessLog, Log
require "helper"
require 'webrick'
require 'stringio'
def req(s)
  r = WEBrick::HTTPRequest.new(WEBrick::Config::HTTP.merge(:Logger => WEBrick::Log.new(StringIO.new)))
  r.parse(StringIO.new(s.gsub(/\n/, "\r\n")))
  [r.request_method, r.unparsed_uri, r.path, r.query_string, r.http_version.to_s, r.host, r.port, r.keep_alive?, (r.query rescue $!.class), r.header.keys.sort, r.content_length, (r.body rescue $!.class)]
rescue Exception => e
  [e.class, e.message]
end
eval_lines
__END__
req("GET / HTTP/1.1\nHost: a:8080\n\n")
req("GET /a%20b/../c?x=1&y=2;z=3 HTTP/1.0\n\n")
req("GET http://h:81/p?q HTTP/1.1\nHost: x\n\n")
req("POST /p HTTP/1.1\nHost: a\nContent-Length: 7\nContent-Type: application/x-www-form-urlencoded\n\na=1&b=2")
req("POST /p HTTP/1.1\nHost: a\nTransfer-Encoding: chunked\n\n3\nabc\n0\n\n")
req("GET / HTTP/1.1\nHost: a\nConnection: close\n\n")
req("GET / HTTP/1.0\nConnection: Keep-Alive\n\n")
req("GARBAGE\n\n")
req("GET /\n\n")
req("GET / HTTP/1.1\n\n")
req("GET / HTTP/1.1\nHost: a\nX-Long: a\n b\n\n")
req("GET /" + "a" * 2100 + " HTTP/1.1\n\n")
req("GET /../etc HTTP/1.1\nHost: a\n\n")
req("GET / HTTP/1.1\nHost: a\nCookie: a=1; b=2\n\n")
req("get / HTTP/1.1\nHost: a\n\n")
req("GET / HTTP/2.0\nHost: a\n\n")
req("")
WEBrick::HTTPUtils.normalize_path("/a/./b/../c//d")
WEBrick::HTTPUtils.normalize_path("/../a") rescue [$!.class, $!.message]
WEBrick::HTTPUtils.normalize_path("a") rescue [$!.class, $!.message]
WEBrick::HTTPUtils.split_header_value("a, b;q=1, \"c, d\"")
WEBrick::HTTPUtils.parse_qvalues("text/html;q=0.5, text/plain, */*;q=0.1")
WEBrick::HTTPUtils.parse_query("a=1&a=2&b=%41+c&d")
WEBrick::HTTPUtils.parse_query("a=1&a=2")["a"].to_ary
WEBrick::HTTPUtils.parse_range_header("bytes=0-1,5-,-3")
WEBrick::HTTPUtils.parse_range_header("bytes=x")
WEBrick::HTTPUtils.escape("a b/?%\xe3")
WEBrick::HTTPUtils.escape_form("a b&=")
WEBrick::HTTPUtils.escape_path("/a b/c")
WEBrick::HTTPUtils.escape8bit("a\xffb")
WEBrick::HTTPUtils.unescape("%41%zz")
WEBrick::HTTPUtils.unescape_form("a+b%20c")
WEBrick::HTTPUtils.dequote("\"a\\\"b\"")
WEBrick::HTTPUtils.quote("a\"b")
WEBrick::HTTPUtils.mime_type("x.html", WEBrick::HTTPUtils::DefaultMimeTypes)
WEBrick::HTTPUtils.mime_type("x.tar.gz", WEBrick::HTTPUtils::DefaultMimeTypes)
WEBrick::HTTPUtils.mime_type("x", WEBrick::HTTPUtils::DefaultMimeTypes)
WEBrick::HTTPUtils.parse_header("A: 1\r\nB: 2\r\n c\r\nA: 3\r\n")
WEBrick::HTTPUtils.parse_header("bad header\r\n") rescue [$!.class, $!.message]
WEBrick::HTTPUtils.load_mime_types("/nonexistent") rescue $!.class
WEBrick::HTTPStatus[404]
WEBrick::HTTPStatus::NotFound.new.code
WEBrick::HTTPStatus.reason_phrase(418)
WEBrick::HTTPStatus.reason_phrase(302)
[WEBrick::HTTPStatus.info?(100), WEBrick::HTTPStatus.success?(204), WEBrick::HTTPStatus.redirect?(304), WEBrick::HTTPStatus.error?(404), WEBrick::HTTPStatus.client_error?(500), WEBrick::HTTPStatus.server_error?(503)]
WEBrick::HTTPStatus::EOFError.superclass
c = WEBrick::Cookie.new("n", "v"); c.path = "/"; c.expires = Time.gm(2001,1,1); c.max_age = 5; c.secure = true; c.comment = "x"; c.domain = "d"; c.version = 1; c.to_s
WEBrick::Cookie.parse("$Version=1; a=1; $Path=/; b=\"2\"").map { |c| [c.name, c.value, c.path, c.version] }
WEBrick::Cookie.parse_set_cookie("a=1; path=/p; domain=d; expires=Mon, 01 Jan 2001 00:00:00 GMT; secure; max-age=3").to_s
WEBrick::Cookie.parse_set_cookies("a=1, b=2; path=/").map { |c| c.to_s }
WEBrick::HTTPVersion.new("1.1") <=> WEBrick::HTTPVersion.new("1.0")
WEBrick::HTTPVersion.convert("2.10").to_s
WEBrick::HTTPVersion.new("x") rescue [$!.class, $!.message]
WEBrick::Utils.random_string(5).size
WEBrick::Utils::TimeoutHandler rescue $!.class
WEBrick::HTTPAuth::Htpasswd rescue $!.class
WEBrick::AccessLog.format("%h %l %u %t \"%r\" %s %b", {"h" => "1.2.3.4", "r" => "GET /", "s" => 200, "b" => 10, "t" => Time.gm(2001,1,1)}) rescue $!.class
WEBrick::AccessLog.escape("a\nb\x01")
WEBrick::Log.new(StringIO.new, 3).level
l = StringIO.new; lg = WEBrick::Log.new(l, WEBrick::Log::WARN); lg.info("no"); lg.warn("yes"); lg.error(RuntimeError.new("E")); l.string.gsub(/\[.*?\]/, "[T]")
WEBrick::BasicLog.new(StringIO.new).debug?
