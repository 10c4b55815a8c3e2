# WEBrick::HTTPUtils (normalize_path, headers, ranges, qvalues, queries, escapes,
# mime types, form data), HTTPStatus, Cookie, HTTPVersion, AccessLog as 1.8.7
require 'webrick'
require 'stringio'
require "helper"
include WEBrick
eval_lines
__END__
HTTPUtils.normalize_path("/a/../b/./c//d")
HTTPUtils.normalize_path("/../a")
HTTPUtils.normalize_path("a/b") 
HTTPUtils.normalize_path("/a/b/..")
HTTPUtils.normalize_path("/a/b/.")
HTTPUtils.split_header_value('a, "b,c", d')
HTTPUtils.parse_header("Foo: bar\r\nFoo: baz\r\nX-Y:  z \r\n  cont\r\n")
HTTPUtils.parse_header("bad header\r\n")
HTTPUtils.parse_range_header("bytes=0-499")
HTTPUtils.parse_range_header("bytes=-500, 9500-, 1-2")
HTTPUtils.parse_range_header("bytes=a-b")
HTTPUtils.parse_range_header("foo=1-2")
HTTPUtils.parse_qvalues("text/html;q=0.5, text/plain, */*;q=0.1")
HTTPUtils.parse_qvalues(nil)
HTTPUtils.dequote('"a\\"b"')
HTTPUtils.quote('a"b')
HTTPUtils.parse_query("a=1&b=2&a=3;c=%41+B").to_a.sort.map { |k, v| [k, v, v.list] }
HTTPUtils.parse_query("")
HTTPUtils.escape("a b/c?d=%&é")
HTTPUtils.escape_form("a b/c?d=%&")
HTTPUtils.unescape("a%20b%2")
HTTPUtils.unescape_form("a+b%2B")
HTTPUtils.escape_path("/a b/c%d")
HTTPUtils.escape8bit("a\xffb")
HTTPUtils.mime_type("a.html", HTTPUtils::DefaultMimeTypes)
HTTPUtils.mime_type("a.HTML", HTTPUtils::DefaultMimeTypes)
HTTPUtils.mime_type("a.tar.gz", HTTPUtils::DefaultMimeTypes)
HTTPUtils.mime_type("a", HTTPUtils::DefaultMimeTypes)
HTTPUtils.mime_type("a.unknownext", HTTPUtils::DefaultMimeTypes)
HTTPUtils.load_mime_types("/nonexistent")
HTTPUtils.parse_form_data("--X\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n--X\r\nContent-Disposition: form-data; name=\"f\"; filename=\"x.txt\"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--X--\r\n", "X").map { |k, v| [k, v.to_s, v.filename, v["content-type"]] }.sort
HTTPUtils::FormData.new("a", "b").to_ary rescue $!.class
f = HTTPUtils::FormData.new("x"); f << "y"; [f.to_s, f.list, f.to_ary]
HTTPUtils.split_header_value("a;b=c, d")
HTTPStatus.reason_phrase(404)
HTTPStatus.reason_phrase(999)
HTTPStatus::NotFound.new.code
HTTPStatus::NotFound.new("x").reason_phrase
HTTPStatus[404]
HTTPStatus::RC_OK
HTTPStatus.info?(100)
HTTPStatus.success?(204)
HTTPStatus.redirect?(304)
HTTPStatus.error?(404)
HTTPStatus.client_error?(500)
HTTPStatus.server_error?(503)
HTTPStatus::NotFound.ancestors.take(5)
HTTPStatus::MovedPermanently.ancestors.take(4)
HTTPStatus::Status.instance_methods(false).sort
HTTPStatus::EOFError.ancestors.take(3)
Cookie.parse("a=1; $Path=/; b=2; $Domain=.x.com").map { |c| [c.name, c.value, c.path, c.domain, c.version] }
Cookie.parse("$Version=1; a=1; $Path=\"/x\"").map { |c| [c.name, c.value, c.path, c.version] }
Cookie.parse(nil)
Cookie.parse_set_cookie("a=b; path=/p; domain=.x.com; expires=Sun, 06 Nov 1994 08:49:37 GMT; secure; max-age=10; comment=hi; version=1").instance_eval { [name, value, path, domain, expires, secure, max_age, comment, version] }
Cookie.parse_set_cookies("a=b; path=/, c=d").map { |c| [c.name, c.value, c.path] }
c = Cookie.new("n", "v"); c.path = "/"; c.domain = "x.com"; c.secure = true; c.max_age = 3; c.comment = "cm"; c.version = 1; c.to_s
c = Cookie.new("n", "v"); c.expires = Time.utc(2001,2,3,4,5,6); [c.to_s, c.expires.class]
c = Cookie.new("n", "v"); c.expires = "Sun, 06 Nov 1994 08:49:37 GMT"; [c.to_s, c.expires]
HTTPAuth::BasicAuth.new(:Realm => "r", :UserDB => {}).class rescue $!.class
HTTPAuth::Htpasswd.new("/nonexistent/zz").class rescue $!.class
HTTPVersion.new("1.1") > HTTPVersion.new("1.0")
HTTPVersion.new("1.1").to_s
HTTPVersion.convert("1.0").major
HTTPVersion.new("x") rescue $!.class
HTTPVersion.new("1.10") <=> HTTPVersion.new("1.9")
WEBrick::VERSION
WEBrick::Utils.random_string(5).size
WEBrick::Utils.su rescue $!.class
WEBrick::Utils.getservername.class
WEBrick::Utils.create_listeners(nil, nil) rescue $!.class
AccessLog.format("%h %l %u %t \"%r\" %s %b", {"h"=>"1.2.3.4", "l"=>"-", "u"=>"-", "t"=>Time.utc(2001,1,1), "r"=>"GET / HTTP/1.0", "s"=>200, "b"=>12})
AccessLog.escape("a\x01b\"c")
AccessLog::COMMON_LOG_FORMAT
AccessLog::COMBINED_LOG_FORMAT
AccessLog::REFERER_LOG_FORMAT
AccessLog::AGENT_LOG_FORMAT
AccessLog.setup_params({:ServerName=>"s", :Port=>80}, Struct.new(:peeraddr, :request_line, :request_time, :user, :query_string, :request_method, :path, :unparsed_uri, :http_version, :addr, :header).new(["AF_INET", 1, "h", "1.1.1.1"], "GET / HTTP/1.0", Time.utc(2001,1,1), "u", nil, "GET", "/", "/", "1.0", ["AF_INET", 80, "h", "2.2.2.2"], {}), Struct.new(:status, :sent_size, :filename, :header).new(200, 5, nil, {})).keys.sort rescue $!.class
