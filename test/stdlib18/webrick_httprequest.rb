# WEBrick::HTTPRequest#parse of request texts (URIs, hosts, keep-alive,
# headers, bodies, chunked, bad requests and their errors), as 1.8.7
require 'webrick'
require 'stringio'
def req(msg)
  r = WEBrick::HTTPRequest.new(WEBrick::Config::HTTP)
  r.parse(StringIO.new(msg.gsub(/^ {0}/, "")))
  r
end
def t(s); r = eval(s, TOPLEVEL_BINDING); puts "#{s.inspect[0,80]} => #{r.inspect[0,300].gsub(/0x[0-9a-f]+/, '0xX')}"; rescue Exception => e; puts "#{s.inspect[0,80]} !! #{e.class}: #{e.message[0,150].gsub(/0x[0-9a-f]+/, '0xX').gsub(/\/\S*?\/(?:1\.8|lib)\/([\w\/]+\.rb):\d+:in `/, 'LIB/\\1:N:in `')}"; end
DATA.read.split("\n").each { |l| t l }
__END__
r = req("GET / HTTP/1.1\r\nHost: x\r\n\r\n"); [r.request_method, r.unparsed_uri, r.path, r.query_string, r.http_version.to_s, r.host, r.port, r.request_uri.to_s, r.keep_alive?, r.meta_vars.size > 5]
r = req("GET /foo?a=1&b=2 HTTP/1.0\r\n\r\n"); [r.path, r.query, r.keep_alive?, r.request_uri.to_s, r.host]
r = req("GET /foo HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n"); r.keep_alive?
r = req("GET /foo HTTP/1.1\r\nConnection: close\r\n\r\n"); r.keep_alive?
r = req("GET http://h:8080/p?q HTTP/1.1\r\n\r\n"); [r.path, r.host, r.port, r.request_uri.to_s, r.unparsed_uri]
r = req("GET /p HTTP/1.1\r\nHost: h2:81\r\n\r\n"); [r.host, r.port, r.request_uri.to_s]
r = req("GET /p HTTP/1.1\r\nHost: [::1]:81\r\n\r\n"); [r.host, r.port, r.request_uri.to_s]
r = req("GET / HTTP/1.1\r\nX-Foo: a\r\nX-Foo: b\r\nX-Bar: c\r\n  d\r\n\r\n"); [r['x-foo'], r['X-Bar'], r.header['x-foo'], r.raw_header]
x = []; r = req("GET / HTTP/1.1\r\nA: 1\r\nB: 2\r\n\r\n"); r.each { |k, v| x << [k, v] }; x.sort
r = req("POST /p HTTP/1.1\r\nContent-Length: 5\r\nContent-Type: application/x-www-form-urlencoded\r\n\r\na=1&b"); [r.body, r.query, r.content_length, r.content_type]
r = req("POST /p HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2;ext=1\r\nde\r\n0\r\nTrailer: x\r\n\r\n"); [r.body, r['trailer']]
r = req("POST /p HTTP/1.1\r\n\r\n"); r.body rescue [$!.class, $!.message]
r = req("POST /p HTTP/1.0\r\n\r\n"); r.body rescue [$!.class, $!.message]
r = req("GET /p HTTP/1.1\r\n\r\n"); r.body
req("GET / HTTP/1.1") rescue [$!.class, $!.message]
req("") rescue [$!.class, $!.message]
req("\r\n") rescue [$!.class, $!.message]
req("GET\r\n\r\n") rescue [$!.class, $!.message]
req("GET / HTTP/1.1\r\nbad header\r\n\r\n") rescue [$!.class, $!.message]
req("GET /../x HTTP/1.1\r\n\r\n") rescue [$!.class, $!.message]
req("GET #{'a' * 2100} HTTP/1.1\r\n\r\n") rescue [$!.class, $!.message[0,40]]
req("GET / HTTP/1.1\r\nContent-Length: abc\r\n\r\n").content_length rescue [$!.class, $!.message]
r = req("GET / HTTP/1.1\r\nCookie: a=1; b=2\r\n\r\n"); r.cookies.map { |c| [c.name, c.value] }
r = req("GET / HTTP/1.1\r\nAccept: text/html;q=0.5, text/plain\r\nAccept-Language: ja, en;q=0.5\r\nAccept-Charset: utf-8\r\nAccept-Encoding: gzip;q=0.1, deflate\r\n\r\n"); [r.accept, r.accept_language, r.accept_charset, r.accept_encoding]
r = req("GET /a%20b/c HTTP/1.1\r\n\r\n"); [r.path, r.unparsed_uri, r.path_info, r.script_name]
r = req("GET / HTTP/1.1\r\nUser-Agent: x\r\n\r\n"); r.to_s
r = req("GET / HTTP/1.1\r\n\r\n"); [r.user, r.addr, r.peeraddr, r.attributes, r.request_time.class]
r = req("OPTIONS * HTTP/1.1\r\n\r\n"); [r.path, r.unparsed_uri] rescue [$!.class, $!.message]
r = req("GET / HTTP/1.1\r\nX-Forwarded-Host: fw.example:8080\r\nX-Forwarded-Server: fs\r\nX-Forwarded-For: 1.2.3.4\r\n\r\n"); [r.host, r.port, r.server_name, r.remote_ip] rescue [$!.class, $!.message]
r = req("GET / HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 0\r\n\r\n"); [r['expect'], r.continue] rescue [$!.class, $!.message]
r = req("PUT /x HTTP/1.1\r\nContent-Length: 3\r\n\r\nabc"); x = ""; r.body { |c| x << c }; x
r = req("get / HTTP/1.1\r\n\r\n"); r.request_method rescue [$!.class, $!.message]
r = req("GET / HTTP/2.0\r\n\r\n"); r.http_version.to_s rescue [$!.class, $!.message]
r = req("GET / FOO/1.0\r\n\r\n") rescue [$!.class, $!.message]
r = req("GET /?a=%zz HTTP/1.1\r\n\r\n"); r.query rescue [$!.class, $!.message]
r = req("POST / HTTP/1.1\r\nContent-Type: multipart/form-data; boundary=X\r\nContent-Length: 58\r\n\r\n--X\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n--X--\r\n"); r.query.map { |k, v| [k, v.to_s] } rescue [$!.class, $!.message]
r = req("GET / HTTP/1.1\r\n\r\n"); r.fixup rescue [$!.class, $!.message]
r = req("GET / HTTP/1.1\r\n\r\n"); r.meta_vars.keys.sort rescue $!
WEBrick::HTTPRequest.new(WEBrick::Config::HTTP).to_s rescue $!.class
WEBrick::HTTPRequest.new(WEBrick::Config::HTTP).keep_alive? rescue $!.class
WEBrick::HTTPRequest::BODY_CONTAINABLE_METHODS rescue $!.class
