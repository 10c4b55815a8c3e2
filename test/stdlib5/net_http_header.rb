# net/http: HTTPHeader methods on a request (fields, content type, ranges,
# auth, forms, connection)
require 'net/http'
require "helper"
r = Net::HTTP::Get.new("/p?q", "X-Multi" => "a", "content-type" => "text/html; charset=UTF-8; q=1")
show("hash") { r.to_hash.sort }
show("each_capitalized") { a = []; r.each_capitalized { |k, v| a << [k, v] }; a.sort }
show("canonical_each") { a = []; r.canonical_each { |k, v| a << k }; a.sort }
show("content_type") { [r.content_type, r.main_type, r.sub_type, r.type_params.sort] }
show("add_field") { r.add_field("X-Multi", "b"); [r["x-multi"], r.get_fields("X-Multi")] }
show("delete") { r.delete("X-Multi"); r["x-multi"] }
show("key?") { [r.key?("CONTENT-TYPE"), r.key?("nope")] }
show("[]= nil") { r["content-type"] = nil; r.key?("content-type") }
show("set_content_type") { r.set_content_type("text/plain", "charset" => "x"); r["content-type"] }
show("content_length") { r.content_length = 10; [r.content_length, r["content-length"]] }
show("content_length bad") { r["content-length"] = "abc"; r.content_length }
show("range") { r["range"] = "bytes=1-5, 8-, -3"; r.range }
show("range bad") { r["range"] = "lines=1-2"; r.range }
show("range=") { r.range = 5; r["range"] }
show("range= neg") { r.range = -5; r["range"] }
show("range= range") { r.range = 2...6; r["range"] }
show("content_range") { r["content-range"] = "bytes 0-9/100"; [r.content_range, r.range_length] }
show("basic_auth") { r.basic_auth("a", "b"); r["authorization"] }
show("proxy_basic_auth") { r.proxy_basic_auth("a", "b"); r["proxy-authorization"] }
show("form") { r.set_form_data({"a" => "1", "b" => ["2", "3"]}, ";") rescue $!.class; r.body }
show("connection") { r["connection"] = "close"; [r.connection_close?, r.connection_keep_alive?] }
show("chunked") { r["transfer-encoding"] = "chunked"; r.chunked? }
show("inspect") { r.inspect }
show("method") { [r.method, r.path, r.request_body_permitted?, Net::HTTP::Post.new("/").request_body_permitted?, Net::HTTP::Head.new("/").response_body_permitted?] }
show("bad path") { Net::HTTP::Get.new("") rescue [$!.class, $!.message] }
show("fetch") { [r.fetch("nope", "d"), (r.fetch("nope") rescue $!.class), r.fetch("nope") { |k| k.upcase }] }
show("size") { r.size }
show("response class") { [Net::HTTPResponse::CODE_TO_OBJ["404"], Net::HTTPResponse::CODE_CLASS_TO_OBJ["4"], Net::HTTPResponse.send(:response_class, "499") rescue $!.class] }
