# Net::HTTPHeader methods, request and response classes, read_new
require "helper"
require 'net/http'
require 'stringio'
class C; include Net::HTTPHeader; def initialize; initialize_http_header({}); end; end
$c = C.new
eval_lines
__END__
$c["Content-Type"] = "text/html; charset=utf-8"; $c.content_type
$c.main_type
$c.sub_type
$c.type_params
$c["content-type"] = nil; $c.content_type
$c.set_content_type("text/plain", "charset" => "x"); $c["content-type"]
$c.content_type = "a/b"; $c.type_params
$c["X"] = "1"; $c.add_field("X", "2"); [$c["X"], $c.get_fields("X")]
$c.add_field("X", "3"); $c.to_hash["x"]
$c.delete("X"); $c.key?("x")
$c["A"] = ["1", "2"] rescue [$!.class]
$c["A"]
$c.fetch("nope") rescue $!.class
$c.fetch("nope", "d")
$c.fetch("nope") { |k| k * 2 }
$c.size rescue $!.class
$c.length rescue $!.class
$c.each_header { |k, v| print k, "=", v, ";" }
$c.each_name { |k| print k, ";" }
$c.each_capitalized_name { |k| print k, ";" }
$c.each_value { |v| print v, ";" }
$c.each_capitalized { |k, v| print k, "=", v, ";" }
$c.canonical_each { |k, v| print k, ";" } rescue $!.class
$c["Range"] = "bytes=0-9,20-,-5"; $c.range
$c["Range"] = "bytes=9-0"; $c.range rescue [$!.class, $!.message]
$c["Range"] = "x"; $c.range rescue [$!.class, $!.message]
$c.range = 0..9; $c["range"]
$c.range = 5; $c["range"]
$c.range = -5; $c["range"]
$c.set_range(1, 2); $c["range"]
$c.range = (1...3); $c["range"]
$c.range = nil; $c["range"]
$c.range = "x" rescue [$!.class, $!.message]
$c["Content-Length"] = "12"; $c.content_length
$c["Content-Length"] = "x"; $c.content_length rescue [$!.class, $!.message]
$c.content_length = 5; $c["content-length"]
$c.content_length = nil; $c["content-length"]
$c["Content-Range"] = "bytes 0-9/100"; [$c.content_range, $c.range_length]
$c["Content-Range"] = "bad"; $c.content_range rescue [$!.class, $!.message]
$c["Transfer-Encoding"] = "chunked"; $c.chunked?
$c["Transfer-Encoding"] = "gzip"; $c.chunked?
$c.basic_auth("u", "p"); $c["authorization"]
$c.proxy_basic_auth("u", "p"); $c["proxy-authorization"]
$c.set_form_data({"a" => "1 2", "b" => "&"}); [$c["content-type"]]
$c.form_data = {"x" => "y"} rescue $!.class
$c["Connection"] = "close"; [$c.connection_close?, $c.connection_keep_alive?] rescue $!.class
$c["Connection"] = "Keep-Alive"; [$c.connection_close?, $c.connection_keep_alive?] rescue $!.class
Net::HTTP::Get.new("/p?q").path
Net::HTTP::Get.new("/p").method
Net::HTTP::Post.new("/p").request_body_permitted?
Net::HTTP::Head.new("/p").response_body_permitted?
Net::HTTP::Get.new("/p")["accept"]
Net::HTTP::Get.new("/p", "X-Y" => "z")["x-y"]
Net::HTTP::Get.new("/p").inspect
Net::HTTP::Put.new("/") .class.superclass
[Net::HTTP::Delete::METHOD, Net::HTTP::Options::METHOD, Net::HTTP::Trace::METHOD, Net::HTTP::Propfind::METHOD, Net::HTTP::Proppatch::METHOD, Net::HTTP::Mkcol::METHOD, Net::HTTP::Copy::METHOD, Net::HTTP::Move::METHOD, Net::HTTP::Lock::METHOD, Net::HTTP::Unlock::METHOD]
Net::HTTPResponse::CODE_TO_OBJ["404"]
Net::HTTPResponse::CODE_CLASS_TO_OBJ["5"]
Net::HTTPNotFound::EXCEPTION_TYPE
Net::HTTPSuccess::HAS_BODY
Net::HTTP.version_1_2?
Net::HTTP.version_1_1?
Net::HTTP.new("h").inspect
Net::HTTP.new("h", 81).port
Net::HTTP.default_port
Net::HTTP.https_default_port rescue $!.class
Net::HTTP.proxy_class?
Net::HTTP::Proxy("p", 8080).proxy_class?
Net::HTTP::Proxy("p", 8080).proxy_address
Net::HTTP::Proxy(nil).equal?(Net::HTTP)
h = Net::HTTP.new("h"); [h.open_timeout, h.read_timeout, h.started?, h.active?, h.use_ssl?, h.proxy?] rescue $!.class
Net::HTTPResponse.new("1.1", "200", "OK").inspect
r = Net::HTTPOK.new("1.1", "200", "OK"); r.value
r = Net::HTTPNotFound.new("1.1", "404", "NF"); r.value rescue [$!.class, $!.message, $!.response.code]
r = Net::HTTPMovedPermanently.new("1.1", "301", "M"); r.value rescue [$!.class, $!.message]
r = Net::HTTPContinue.new("1.1", "100", "C"); r.value rescue [$!.class, $!.message]
r = Net::HTTPInternalServerError.new("1.1", "500", "E"); r.error! rescue [$!.class, $!.message]
Net::HTTPResponse.read_new(Net::BufferedIO.new(StringIO.new("HTTP/1.1 200 OK\r\nA: 1\r\nA: 2\r\nB: x\r\n\r\n"))).to_hash rescue $!.class
Net::HTTPResponse.read_new(Net::BufferedIO.new(StringIO.new("garbage\r\n\r\n"))) rescue [$!.class, $!.message]
Net::HTTPResponse.read_new(Net::BufferedIO.new(StringIO.new("HTTP/1.1 299 X\r\n\r\n"))).class rescue $!.class
Net::HTTPResponse.read_new(Net::BufferedIO.new(StringIO.new("HTTP/1.1 999 X\r\n\r\n"))).class rescue [$!.class]
Net::HTTPResponse.read_new(Net::BufferedIO.new(StringIO.new("HTTP/1.0 200\r\n\r\n"))).message rescue [$!.class]
