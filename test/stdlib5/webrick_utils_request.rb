# webrick: HTTPUtils, cookies, request parsing (good and bad requests),
# responses, logs
require 'webrick'
require 'net/http'
require 'stringio'
require "helper"
show("escape") { WEBrick::HTTPUtils.escape("a b/%c?") }
show("escape_form") { WEBrick::HTTPUtils.escape_form("a b&c=d") }
show("unescape") { WEBrick::HTTPUtils.unescape("a%20b%zz") }
show("unescape_form") { WEBrick::HTTPUtils.unescape_form("a+b%26") }
show("normalize_path") { %w(/a/../b /a/./b //a/b /a/b/.. /.. /a/%2e%2e/b).map { |x| WEBrick::HTTPUtils.normalize_path(x) rescue $!.class } }
show("parse_query") { q = WEBrick::HTTPUtils.parse_query("a=1&b=2&a=3&c"); [q.keys.sort, q["a"], q["a"].list, q["a"].class, q["c"]] }
show("parse_header") { WEBrick::HTTPUtils.parse_header("Host: x\r\nX-A: 1\r\n 2\r\nX-A: 3\r\n").sort }
show("parse_range") { WEBrick::HTTPUtils.parse_range_header("bytes=0-10,20-,-5") }
show("parse_qvalues") { WEBrick::HTTPUtils.parse_qvalues("text/html;q=0.5, text/plain, */*;q=0.1") }
show("dequote") { WEBrick::HTTPUtils.dequote('"a\"b"') }
show("quote") { WEBrick::HTTPUtils.quote('a"b') }
show("mime") { WEBrick::HTTPUtils.mime_type("x.html", WEBrick::HTTPUtils::DefaultMimeTypes) }
show("mime unknown") { WEBrick::HTTPUtils.mime_type("x.zzz", WEBrick::HTTPUtils::DefaultMimeTypes) }
show("split_header_value") { WEBrick::HTTPUtils.split_header_value('a, "b,c", d') }
show("status") { [WEBrick::HTTPStatus[404], WEBrick::HTTPStatus.reason_phrase(404), WEBrick::HTTPStatus::NotFound.superclass, WEBrick::HTTPStatus::NotFound.code] }
show("status info") { [WEBrick::HTTPStatus.info?(100), WEBrick::HTTPStatus.success?(200), WEBrick::HTTPStatus.redirect?(301), WEBrick::HTTPStatus.error?(500), WEBrick::HTTPStatus.client_error?(404), WEBrick::HTTPStatus.server_error?(503)] }
show("httpdate") { WEBrick::HTTPUtils.respond_to?(:httpdate) ? 1 : Time.at(0).utc.httpdate }
show("cookie parse") { WEBrick::Cookie.parse("$Version=1; a=b; $Path=/; c=d").map { |c| [c.name, c.value, c.path, c.version] } }
show("cookie to_s") { c = WEBrick::Cookie.new("n", "v"); c.path = "/"; c.max_age = 10; c.secure = true; c.comment = "x"; c.domain = "d"; c.to_s }
show("cookie set") { WEBrick::Cookie.parse_set_cookie("a=b; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; secure").to_s }
show("cookie sets") { WEBrick::Cookie.parse_set_cookies("a=b; path=/, c=d").map { |c| c.name } }
req_text = "GET /path/to?x=1&y=%20 HTTP/1.1\r\nHost: example.com:8080\r\nUser-Agent: t\r\nCookie: a=1; b=2\r\nAccept: text/html;q=0.9, text/plain\r\nContent-Length: 0\r\n\r\n"
cfg = WEBrick::Config::HTTP.dup
cfg[:Logger] = WEBrick::Log.new(StringIO.new)
req = WEBrick::HTTPRequest.new(cfg)
req.parse(StringIO.new(req_text))
show("req") { [req.request_method, req.unparsed_uri, req.path, req.query_string, req.http_version.to_s, req.host, req.port, req["user-agent"], req.cookies.map { |c| [c.name, c.value] }, req.accept, req.query.sort, req.keep_alive?, req.request_line] }
show("req uri") { req.request_uri.to_s }
show("req meta") { req.meta_vars.reject { |k, v| %w(REMOTE_ADDR REMOTE_HOST SERVER_SOFTWARE SCRIPT_FILENAME).include?(k) }.sort }
show("req to_s") { req.to_s }
show("req each") { r = []; req.each { |k, v| r << k }; r.sort }
bad = lambda { |t| r = WEBrick::HTTPRequest.new(cfg); begin; r.parse(StringIO.new(t)); [r.request_method, r.path]; rescue => e; "#{e.class}: #{e.message}"; end }
show("bad line") { bad["GARBAGE\r\n\r\n"] }
show("bad version") { bad["GET / HTTP/x\r\n\r\n"] }
show("http10") { bad["GET / HTTP/1.0\r\n\r\n"] }
show("http09") { bad["GET /\r\n"] }
show("long uri") { bad["GET /#{"a" * 3000} HTTP/1.1\r\n\r\n"] }
show("empty") { bad[""] }
show("absolute uri") { bad["GET http://h/p?q HTTP/1.1\r\n\r\n"] }
show("bad header") { bad["GET / HTTP/1.1\r\nbad header\r\n\r\n"] }
show("post body") { r = WEBrick::HTTPRequest.new(cfg); r.parse(StringIO.new("POST /f HTTP/1.1\r\nHost: h\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 7\r\n\r\na=1&b=2")); [r.body, r.query.sort, r.content_length, r.content_type] }
show("chunked") { r = WEBrick::HTTPRequest.new(cfg); r.parse(StringIO.new("POST /f HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n")); r.body }
res = WEBrick::HTTPResponse.new(cfg)
show("res defaults") { [res.status, res.reason_phrase, res.http_version.to_s, res.body, res.keep_alive?, res.chunked?] }
show("res status=") { res.status = 404; [res.status, res.reason_phrase, res.status_line] }
show("res set_redirect") { begin; res.set_redirect(WEBrick::HTTPStatus::MovedPermanently, "/x"); rescue WEBrick::HTTPStatus::Status => e; [e.class, res["location"], res.status]; end }
show("res set_error") { r = WEBrick::HTTPResponse.new(cfg); r.set_error(WEBrick::HTTPStatus::NotFound.new("nf")); [r.status, r.body.gsub(/<ADDRESS>.*<\/ADDRESS>/m, "ADDR")] }
show("res header") { r = WEBrick::HTTPResponse.new(cfg); r["Content-Type"] = "text/plain"; r.content_length = 5; r.cookies << WEBrick::Cookie.new("a", "b"); [r["content-type"], r.content_length, r.header.keys.sort] }
show("log") { s = StringIO.new; l = WEBrick::Log.new(s, WEBrick::Log::WARN); l.info("no"); l.warn("yes"); l.error("e"); l << "raw"; s.string.gsub(/\[.*?\]/, "[T]") }
show("basiclog levels") { [WEBrick::BasicLog::FATAL, WEBrick::BasicLog::ERROR, WEBrick::BasicLog::WARN, WEBrick::BasicLog::INFO, WEBrick::BasicLog::DEBUG] }
show("htmlutils") { WEBrick::HTMLUtils.escape("<a&\"b'>") }
show("utils random") { WEBrick::Utils.random_string(10).size }
show("utils su") { WEBrick::Utils.respond_to?(:su) }
show("version") { WEBrick::VERSION }
show("accesslog") { WEBrick::AccessLog::COMMON_LOG_FORMAT }
show("accesslog fmt") { WEBrick::AccessLog.format("%m %U %q %s %>s %%", {"m" => "GET", "U" => "/p", "q" => "?a", "s" => 200}) rescue $!.class }
