# WEBrick's helpers without a socket: HTTPUtils, Cookie, HTTPStatus,
# HTTPVersion, AccessLog, logs, and a request parsed from a StringIO.
require "helper"
require "webrick"
require "stringio"

U = WEBrick::HTTPUtils
show("normalize") { U.normalize_path("/a//b/./c/../d/") }
show("abnormal") { U.normalize_path("/../x") }
show("mime") { [U.mime_type("a.html", U::DefaultMimeTypes), U.mime_type("a.tar.gz", U::DefaultMimeTypes), U.mime_type("x.PNG", U::DefaultMimeTypes), U.mime_type("noext", U::DefaultMimeTypes)] }
h = U.parse_header("Host: x\r\nX-A: 1\r\nX-a: 2\r\nLong: a\r\n  b\r\n")
show("header") { h.keys.sort.map {|k| [k, h[k]] } }
show("missing") { h["nope"] }
show("bad header") { U.parse_header("bad line\r\n") }
show("range") { U.parse_range_header("bytes=0-9,20-,-5") }
show("qvalues") { U.parse_qvalues("text/html;q=0.5, text/plain, */*;q=0.1") }
show("split") { U.split_header_value('a, "b,c", d') }
show("quote") { [U.quote('a"b'), U.dequote('"a\"b"')] }
q = U.parse_query("a=1&b=x+y&a=2&c=%41;d")
show("query") { q.keys.sort.map {|k| [k, q[k].to_s, q[k].list] } }
show("escape") { [U.escape("a b<>\xff"), U.unescape("%41%20"), U.escape_form("a b&c/d"), U.unescape_form("a+b%26"), U.escape_path("/a b/c?d")] }
show("html") { WEBrick::HTMLUtils.escape("<a href=\"x\">&</a>") }

c = WEBrick::Cookie.new("name", "value")
c.path = "/"
c.domain = "example.com"
c.max_age = 10
c.expires = Time.gm(2011, 1, 2, 3, 4, 5)
show("cookie") { c.to_s }
show("expires") { c.expires.utc }
cs = WEBrick::Cookie.parse("$Version=1; a=1; $Path=/x, b=\"q\"")
show("parse") { cs.map {|k| [k.name, k.value, k.version, k.path] } }
sc = WEBrick::Cookie.parse_set_cookie("s=v; path=/p; domain=d; max-age=5; secure; version=1")
show("set-cookie") { [sc.name, sc.value, sc.path, sc.domain, sc.max_age, sc.secure, sc.version] }
show("set-cookies") { WEBrick::Cookie.parse_set_cookies("a=1; path=/, b=2").map {|k| k.name } }

S = WEBrick::HTTPStatus
show("status") { [S::RC_OK, S::RC_NOT_FOUND, S::RC_REQUEST_URI_TOO_LARGE, S[404], S.reason_phrase(503), S.reason_phrase("201")] }
show("kinds") { [S.info?(100), S.success?(204), S.redirect?(302), S.error?(404), S.client_error?(500), S.server_error?(500)] }
show("classes") { [S::NotFound.superclass, S::Found.superclass, S::OK.superclass, S::NonAuthoritativeInformation.code, S::RequestURITooLarge.reason_phrase] }
e = S::Forbidden.new("no way")
show("exception") { [e.message, e.code, e.to_i, e.reason_phrase, e.is_a?(S::Error)] }

V = WEBrick::HTTPVersion
show("version") { [V.new("1.1") > "1.0", V.new("0.9") < V.new("1.0"), V.convert("1.1").to_s, V.new("1.1") == "1.1"] }
show("bad version") { V.new("x") }

out = StringIO.new
log = WEBrick::BasicLog.new(out, WEBrick::BasicLog::WARN)
log.error("bad"); log.warn("careful"); log.info("hidden"); log << "hidden too"
log.level = WEBrick::BasicLog::DEBUG
log.debug("dbg"); log.fatal("end\n"); log.info(:sym)
show("log") { out.string }
show("levels") { [log.debug?, log.fatal?] }

cfg = WEBrick::Config::HTTP.dup.update(:Logger => log, :ServerName => "srv", :Port => 8080)
req = WEBrick::HTTPRequest.new(cfg)
raw = "POST /a%20b/../c?x=1&y=2 HTTP/1.1\r\nHost: example.com:81\r\n" +
      "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 7\r\n" +
      "Cookie: k=v; k2=v2\r\nAccept-Language: en;q=0.5, ja\r\n\r\nz=1&w=2"
req.parse(StringIO.new(raw))
show("request") { [req.request_method, req.unparsed_uri, req.path, req.query_string, req.http_version.to_s] }
show("uri") { [req.host, req.port, req.request_uri.to_s, req.script_name, req.path_info] }
show("headers") { [req["host"], req.content_length, req.content_type, req.keep_alive?] }
show("cookies") { req.cookies.map {|k| [k.name, k.value] } }
show("accept_language") { req.accept_language }
show("body") { req.body }
show("query") { req.query.keys.sort.map {|k| [k, req.query[k]] } }
bad = WEBrick::HTTPRequest.new(cfg)
show("bad request") { bad.parse(StringIO.new("garbage\r\n\r\n")) }
r10 = WEBrick::HTTPRequest.new(cfg)
r10.parse(StringIO.new("GET / HTTP/1.0\r\n\r\n"))
show("1.0") { [r10.keep_alive?, r10.host, r10.port] }
ch = WEBrick::HTTPRequest.new(cfg)
ch.parse(StringIO.new("PUT /c HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n"))
show("chunked body") { ch.body }

res = WEBrick::HTTPResponse.new(cfg)
res.status = 201
res["X-Thing"] = 5
res.content_type = "text/plain"
res.body = "made"
res.cookies << WEBrick::Cookie.new("c", "1")
res.request_http_version = V.new("1.1")
out = ""
res.send_response(out)
# header order follows Hash order, which 1.8 leaves undefined: sort lines
def sorted_head(text)
  head, body = text.split("\r\n\r\n", 2)
  lines = head.split("\r\n")
  [lines.shift, lines.reject {|l| /^Date: / =~ l }.sort, body]
end
show("response") { sorted_head(out) }
show("status_line") { res.status_line }
r2 = WEBrick::HTTPResponse.new(cfg)
r2.request_http_version = V.new("1.1")
r2.chunked = true
r2.body = "x" * 5
out = ""
r2.send_response(out)
show("chunked") { sorted_head(out) }
r3 = WEBrick::HTTPResponse.new(cfg)
show("redirect") { r3.set_redirect(S::Found, "/there") }
show("location") { [r3["location"], r3.body] }
r3.set_error(S::NotFound.new("`/x' not found."))
show("error page") { [r3.status, r3.reason_phrase, r3.keep_alive?, r3.body] }

t = Time.gm(2011, 1, 2, 3, 4, 5)
params = {"h" => "127.0.0.1", "l" => "-", "u" => "-", "t" => t, "r" => "GET / HTTP/1.1", "s" => 200, "b" => 12, "i" => {"Referer" => "http://r/"}, "U" => "/"}
show("clf") { WEBrick::AccessLog.format(WEBrick::AccessLog::COMMON_LOG_FORMAT, params) }
show("referer") { WEBrick::AccessLog.format(WEBrick::AccessLog::REFERER_LOG_FORMAT, params) }
show("missing param") { WEBrick::AccessLog.format("%i", params) }
show("mount table") {
  mt = WEBrick::HTTPServer::MountTable.new
  mt["/"] = 1; mt["/a"] = 2; mt["/a/b/"] = 3
  [mt.scan("/a/b/c"), mt.scan("/ab"), mt.scan("/a"), mt["/a/b"]]
}
