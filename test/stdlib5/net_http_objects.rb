# net/http: proxy classes, connection objects before start, request and
# response classes, error classes
require 'net/http'
require "helper"
show("Proxy nil") { Net::HTTP::Proxy(nil).equal?(Net::HTTP) }
show("Proxy class") { k = Net::HTTP::Proxy("px", 8080, "u", "p"); [k.proxy_class?, k.proxy_address, k.proxy_port, k.proxy_user, k.proxy_pass, k.superclass, Net::HTTP.proxy_class?] }
show("Proxy default port") { Net::HTTP::Proxy("px").proxy_port }
show("new with proxy") { h = Net::HTTP.new("h", 80, "px", 3128); [h.proxy?, h.proxy_address, h.proxy_port, h.class.superclass] }
show("inspect") { Net::HTTP.new("h", 8080).inspect }
show("defaults") { h = Net::HTTP.new("h"); [h.port, h.address, h.open_timeout, h.read_timeout, h.started?, h.use_ssl? rescue $!.class] }
show("default_port") { [Net::HTTP.default_port, Net::HTTP.http_default_port, Net::HTTP.https_default_port] }
show("not started") { Net::HTTP.new("h").finish rescue [$!.class, $!.message] }
show("get no conn") { Net::HTTP.new("127.0.0.1", 1).get("/") rescue $!.class }
show("set_debug_output") { h = Net::HTTP.new("h"); h.set_debug_output(nil); 1 }
show("version") { Net::HTTP.version_1_1? }
show("HTTPGenericRequest") { r = Net::HTTPGenericRequest.new("PUT", true, true, "/x"); [r.method, r.path, r.request_body_permitted?] rescue $!.class }
show("request classes") { [Net::HTTP::Put::METHOD, Net::HTTP::Delete::REQUEST_HAS_BODY, Net::HTTP::Options::RESPONSE_HAS_BODY, Net::HTTP::Trace::METHOD, Net::HTTP::Propfind::REQUEST_HAS_BODY, Net::HTTP::Mkcol::METHOD] }
show("response") { r = Net::HTTPOK.new("1.1", "200", "OK"); [r.code, r.message, r.http_version, r.inspect, r.body, (r.value rescue $!.class)] rescue $!.class }
show("response 404 value") { r = Net::HTTPNotFound.new("1.1", "404", "NF"); begin; r.value; rescue => e; [e.class, e.message, e.response.equal?(r)]; end }
show("exceptions") { [Net::HTTPBadResponse.superclass, Net::HTTPHeaderSyntaxError.superclass, Net::ProtoRetriableError.superclass, Net::HTTPRetriableError.superclass, Net::HTTPFatalError.superclass] }
