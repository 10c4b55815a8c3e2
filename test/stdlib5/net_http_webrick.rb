# net/http against a WEBrick server in the same process: servlets, static
# files, ranges, cookies, chunks, errors, request objects
require 'webrick'
require 'net/http'
require 'stringio'
require "helper"
log = StringIO.new
srv = WEBrick::HTTPServer.new(:Port => 0, :BindAddress => "127.0.0.1", :Logger => WEBrick::Log.new(log), :AccessLog => [], :DocumentRoot => Dir.pwd)
port = srv.config[:Port]
srv.mount_proc("/hello") { |req, res| res["Content-Type"] = "text/plain"; res.body = "hi #{req.query['n']} #{req.request_method}" }
srv.mount_proc("/post") { |req, res| res.body = "got #{req.body.inspect} #{req.content_type}" }
srv.mount_proc("/redir") { |req, res| res.set_redirect(WEBrick::HTTPStatus::Found, "/hello") }
srv.mount_proc("/err") { |req, res| raise "boom" }
srv.mount_proc("/cookie") { |req, res| res.cookies << WEBrick::Cookie.new("k", "v"); res.body = req.cookies.map { |c| "#{c.name}=#{c.value}" }.join(",") }
srv.mount_proc("/chunk") { |req, res| res.chunked = true; res.body = "chunked body" }
File.open("static.txt", "w") { |f| f << "static content\n" }
th = Thread.new { srv.start }
sleep 0.2
http = Net::HTTP.new("127.0.0.1", port)
show("get") { r = http.get("/hello?n=x"); [r.class, r.code, r.message, r.body, r["content-type"], r.content_length] }
show("head") { r = http.head("/hello"); [r.class, r.body] }
show("post") { r = http.post("/post", "a=1", "Content-Type" => "application/x-www-form-urlencoded"); r.body }
show("redir") { r = http.get("/redir"); [r.class, r["location"].sub(/:\d+/, ":P")] }
show("404") { r = http.get("/nope"); [r.class, r.code, r.body.include?("Not Found")] }
show("500") { r = http.get("/err"); [r.class, r.code] }
show("static") { r = http.get("/static.txt"); [r.body, r["content-type"], r["content-length"]] }
show("range") { r = http.get("/static.txt", "Range" => "bytes=0-5"); [r.class, r.body, r["content-range"]] }
show("cookie") { r = http.get("/cookie", "Cookie" => "a=1"); [r.body, r["set-cookie"]] }
show("chunk") { r = http.get("/chunk"); [r.body, r["transfer-encoding"]] }
show("get_response") { r = Net::HTTP.get_response(URI.parse("http://127.0.0.1:#{port}/hello")); r.body }
show("Net::HTTP.get") { Net::HTTP.get("127.0.0.1", "/hello?n=y", port) }
show("start block") { Net::HTTP.start("127.0.0.1", port) { |h| h.request(Net::HTTP::Get.new("/hello")).body } }
show("post_form") { Net::HTTP.post_form(URI.parse("http://127.0.0.1:#{port}/post"), "q" => "a b").body }
show("request get") { req = Net::HTTP::Get.new("/hello"); req["X-A"] = "1"; [req.method, req.path, req["x-a"], req.request_body_permitted?, req.response_body_permitted?] }
show("value") { http.get("/nope").value }
show("error type") { [Net::HTTPNotFound.superclass, Net::HTTPServerError::EXCEPTION_TYPE, Net::HTTPFound.superclass] }
show("inspect") { http.get("/hello").inspect }
show("http inspect") { http.inspect.sub(/:\d+ /, ":P ") }
show("each_header") { r = http.get("/hello"); r.each_header.map { |k, v| k } .sort rescue (h = []; r.each_header { |k, v| h << k }; h.sort) }
show("read_body twice") { http.request_get("/hello") { |r| r.read_body; r.read_body } }
show("conn refused") { Net::HTTP.get_response("127.0.0.1", "/", 1) rescue $!.class }
show("basic auth") { req = Net::HTTP::Get.new("/"); req.basic_auth("u", "p"); req["authorization"] }
show("set_form_data") { req = Net::HTTP::Post.new("/"); req.set_form_data({"a" => "1 2"}); [req.body, req.content_type] }
show("range hdr") { req = Net::HTTP::Get.new("/"); req.range = 0..9; req["range"] }
show("version") { [Net::HTTP.version_1_2?, Net::HTTP::HTTPVersion] }
srv.shutdown
th.join
