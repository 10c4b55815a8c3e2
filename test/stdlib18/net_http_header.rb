# Net::HTTPHeader methods, request classes, response classes and
# read_new, Net::HTTP settings and proxies as 1.8.7
require 'net/http'
require 'stringio'
require "helper"
$r = Net::HTTP::Get.new("/a?b=c", "Accept" => "x/y", "X-Multi" => "1")
eval_lines
__END__
$r.method
$r.path
$r.request_body_permitted?
$r.response_body_permitted?
$r.body_exist? rescue $!.class
$r['accept']
$r['ACCEPT']
$r.key?('accept')
$r.fetch('accept')
$r.fetch('nope') rescue $!.class
$r.fetch('nope', 'dflt')
$r.fetch('nope') { |k| k.upcase }
$r.add_field('X-Multi', '2'); $r.get_fields('x-multi')
$r['x-multi']
$r.delete('x-multi')
$r.to_hash.keys.sort
$r.canonical_each { |k, v| }; x = []; $r.each_capitalized_name { |n| x << n }; x.sort
x = []; $r.each_header { |k, v| x << [k, v] }; x.sort
x = []; $r.each_name { |k| x << k }; x.sort
x = []; $r.each_value { |v| x << v }; x.sort
$r.range = 0..99; $r['range']
$r.range = 5; $r['range']
$r.range = -5; $r['range']
$r.set_range(1, 10); $r['range']
$r.range
$r['range'] = 'bytes=1-2,5-'; $r.range
$r['range'] = 'bytes=-5'; $r.range
$r['range'] = 'foo'; $r.range rescue $!.class
$r.range = nil; $r['range']
$r.content_length = 10; [$r['content-length'], $r.content_length]
$r['content-length'] = 'abc'; $r.content_length rescue $!.class
$r.content_range
$r['content-range'] = 'bytes 0-499/1234'; $r.content_range
$r.range_length
$r.content_type = 'text/html'; $r.content_type
$r.set_content_type('text/html', 'charset' => 'utf-8'); [$r['content-type'], $r.content_type, $r.main_type, $r.sub_type, $r.type_params]
$r['content-type'] = 'text'; [$r.main_type, $r.sub_type]
$r.basic_auth('u', 'p'); $r['authorization']
$r.proxy_basic_auth('u', 'p'); $r['proxy-authorization']
$r.set_form_data({'a' => '1', 'b' => 'x y'}); [$r.body, $r.content_type, $r.method]
$r.form_data = {'q' => ['1', '2']}; $r.body rescue $!.class
$r.chunked?
$r['transfer-encoding'] = 'chunked'; $r.chunked?
$r.connection_close?
$r['connection'] = 'close'; $r.connection_close?
$r.connection_keep_alive?
$r['connection'] = 'Keep-Alive'; $r.connection_keep_alive?
$r.inspect.sub(/0x\h+/, 'X')
Net::HTTP::Post.new("/").request_body_permitted?
Net::HTTP::Head.new("/").response_body_permitted?
Net::HTTP::Put::METHOD
Net::HTTP::Delete::REQUEST_HAS_BODY
Net::HTTP::Options::RESPONSE_HAS_BODY
Net::HTTP::Trace.new("/").method
Net::HTTP::Propfind::REQUEST_HAS_BODY
Net::HTTP::Mkcol::METHOD
Net::HTTP::Copy.superclass
Net::HTTP::Move.new('/').method
Net::HTTP::Lock::REQUEST_HAS_BODY
Net::HTTP::Unlock::REQUEST_HAS_BODY
Net::HTTP::Proppatch::METHOD
Net::HTTP::Get.new("") rescue $!.class
Net::HTTP::Get.new("http://x/") rescue $!.class
Net::HTTPResponse::CODE_TO_OBJ['404']
Net::HTTPResponse::CODE_CLASS_TO_OBJ['4']
Net::HTTPNotFound.ancestors.take(4)
Net::HTTPNotFound::HAS_BODY
Net::HTTPNoContent::HAS_BODY
Net::HTTPNotModified::HAS_BODY
Net::HTTPSwitchProtocol::HAS_BODY
Net::HTTPContinue::HAS_BODY
Net::HTTPUnknownResponse::HAS_BODY
Net::HTTPRequestEntityTooLarge.superclass
Net::HTTPResponse::CODE_TO_OBJ.size
Net::HTTPResponse::CODE_TO_OBJ.keys.sort
Net::HTTPNotFound.new('1.1', '404', 'NF').code
Net::HTTPNotFound.new('1.1', '404', 'NF').inspect
res = Net::HTTPNotFound.new('1.1', '404', 'NF'); res.value rescue [$!.class, $!.message, $!.response.class]
res = Net::HTTPOK.new('1.1', '200', 'OK'); res.value
res = Net::HTTPMovedPermanently.new('1.1', '301', 'M'); res.value rescue [$!.class, $!.message]
res = Net::HTTPInternalServerError.new('1.1', '500', 'E'); res.value rescue [$!.class, $!.message]
res = Net::HTTPContinue.new('1.1', '100', 'C'); res.value rescue [$!.class, $!.message]
res = Net::HTTPOK.new('1.1', '200', 'OK'); [res.http_version, res.message, res.msg, res.code_type, res.header.class, res.response.class]
Net::HTTPResponse.read_new(Net::BufferedIO.new(StringIO.new("HTTP/1.1 200 OK\r\nA: b\r\nA: c\r\nContent-Length: 3\r\n\r\nabc"))).instance_eval { [self.class, code, message, get_fields('a'), self['a']] } rescue $!
Net::HTTPResponse.read_new(Net::BufferedIO.new(StringIO.new("garbage\r\n\r\n"))) rescue [$!.class, $!.message]
Net::HTTPResponse.read_new(Net::BufferedIO.new(StringIO.new("HTTP/1.1 999 Odd\r\n\r\n"))).class
Net::HTTPResponse.read_new(Net::BufferedIO.new(StringIO.new("HTTP/1.1 299 Odd\r\n\r\n"))).class
Net::HTTPResponse.read_new(Net::BufferedIO.new(StringIO.new("HTTP/1.0 200\r\n\r\n"))).message
Net::HTTP.version_1_2?
Net::HTTP.version_1_1?
Net::HTTP.is_version_1_2?
Net::HTTP.http_default_port
Net::HTTP.https_default_port
Net::HTTP.new('h').port
Net::HTTP.new('h', 8080).inspect
Net::HTTP.new('h').proxy?
Net::HTTP::Proxy('p', 3128).new('h').proxy?
Net::HTTP::Proxy('p', 3128).proxy_address
Net::HTTP::Proxy(nil).equal?(Net::HTTP)
Net::HTTP::Proxy('p', 3128, 'u', 'w').proxy_pass
Net::HTTP::Proxy('p').proxy_port
h = Net::HTTP.new('h'); [h.open_timeout, h.read_timeout, h.started?, h.active?, h.use_ssl? ]
h = Net::HTTP.new('h'); h.read_timeout = 3; h.read_timeout
h = Net::HTTP.new('h'); h.finish rescue [$!.class, $!.message]
Net::HTTP.new('h').set_debug_output($stderr)
Net::HTTPHeader.instance_methods.sort
Net::HTTPExceptions.instance_methods(false).sort
Net::HTTPServerException.superclass
Net::HTTPFatalError.superclass
Net::HTTPRetriableError.superclass
Net::HTTPBadResponse.superclass
Net::HTTPHeaderSyntaxError.superclass
Net::ProtoRetriableError rescue $!.class
Net::ReadTimeout rescue $!.class
Net::HTTP::ProxyDelta rescue $!.class
