# Net::HTTPHeader, request classes and response parsing without a network:
# responses are read from a StringIO through Net::BufferedIO.
require "helper"
require "net/http"
require "stringio"

req = Net::HTTP::Get.new("/path", "X-Custom" => " v1 ")
show("inspect") { req.inspect }
show("accept") { req["accept"] }
show("custom") { req["x-custom"] }
req.add_field "X-Custom", "v2"
show("joined") { req["X-CUSTOM"] }
show("fields") { req.get_fields("x-custom") }
show("key?") { [req.key?("Accept"), req.key?("nope")] }
pairs = []
req.each_header {|k, v| pairs << [k, v] }
show("each_header") { pairs.sort }
names = []
req.each_capitalized_name {|n| names << n }
show("capitalized") { names.sort }
req["x-custom"] = nil
show("deleted") { req["x-custom"] }
req.set_range(0, 10)
show("range") { [req["range"], req.range] }
req.range = 5..-1
show("open range") { req.range }
req.range = -3
show("suffix") { req["range"] }
show("bad range") { req["range"] = "bytes=x"; req.range }
show("bad type") { req.set_range("x") }
req.basic_auth "user", "secret"
show("auth") { req["authorization"] }
req.content_type = "text/html"
req.set_content_type("text/plain", "charset" => "utf-8")
show("type") { [req.content_type, req.main_type, req.sub_type, req.type_params] }
req.content_length = 42
show("length") { req.content_length }
req.set_form_data({"a b" => "c&d"})
show("form") { [req.body, req.content_type] }
show("empty path") { Net::HTTP::Get.new("") }
%w(Get Head Post Put Delete Options Trace).each {|m|
  k = Net::HTTP.const_get(m)
  show(m) { [k::METHOD, k::REQUEST_HAS_BODY, k::RESPONSE_HAS_BODY, k.superclass] }
}

# response parsing: one fixed length, one chunked, one HEAD
def response(text, body_allowed = true)
  io = Net::BufferedIO.new(StringIO.new(text))
  res = Net::HTTPResponse.read_new(io)
  res.reading_body(io, body_allowed) { yield res if block_given? }
  res
end

r = response("HTTP/1.1 200 OK\r\nContent-Length: 5\r\nContent-Type: text/plain; charset=x\r\nSet-Cookie: a=1\r\nSet-Cookie: b=2\r\n\r\nhello")
show("class") { [r.class, r.code, r.message, r.http_version] }
show("body") { r.body }
show("cookies") { r.get_fields("set-cookie") }
show("type") { [r.content_type, r.type_params] }
show("inspect") { r.inspect }
show("value") { r.value }
chunks = []
r = response("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n7; ext=1\r\n, world\r\n0\r\nTrailer: x\r\n\r\n") {|res|
  res.read_body {|s| chunks << s }
}
show("chunked?") { r.chunked? }
show("chunks") { chunks.join }
show("read twice") { r.read_body {|s| } }
r = response("HTTP/1.1 404 Not Found\r\nContent-Length: 3\r\n\r\nno!")
show("404") { [r.class, r.body] }
show("404 value") { r.value }
show("error type") { begin; r.value; rescue => e; [e.class, e.response.code]; end }
r = response("HTTP/1.1 301 Moved\r\nLocation: /x\r\nContent-Length: 0\r\n\r\n")
show("301") { [r.class, r["location"], (r.value rescue $!.class)] }
r = response("HTTP/1.1 500 Oops\r\nContent-Length: 0\r\n\r\n")
show("500") { [r.class, (r.value rescue $!.class)] }
r = response("HTTP/1.1 299 Odd\r\nContent-Length: 0\r\n\r\n")
show("299") { r.class }
r = response("HTTP/1.1 999 Odd\r\nContent-Length: 0\r\n\r\n")
show("999") { r.class }
r = response("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello", false)
show("no body") { r.body }
show("bad status") { response("FOO 200\r\n\r\n") }
show("bad header") { response("HTTP/1.1 200 OK\r\nnocolon\r\n\r\n") }
r = response("HTTP/1.0 200 OK\r\n\r\nuntil eof")
show("read_all") { r.body }
show("codes") { Net::HTTPResponse::CODE_TO_OBJ.keys.sort.join(",") }
show("1.2") { [Net::HTTP.version_1_2?, Net::HTTP.version_1_1?] }
show("proxy") { k = Net::HTTP::Proxy("proxy.example", 8080); [k.proxy_class?, k.proxy_address, k.proxy_port, Net::HTTP.proxy_class?] }
show("no proxy") { Net::HTTP::Proxy(nil).equal?(Net::HTTP) }
h = Net::HTTP.new("example.com", 8080)
show("new") { [h.inspect, h.address, h.port, h.started?, h.read_timeout, h.open_timeout, h.use_ssl?] }
show("finish") { h.finish }
# the oracle was built without openssl (LoadError there): with it, 1.8.7 gives true
show("https") { require "net/https" }
