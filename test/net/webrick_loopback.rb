# WEBrick on 127.0.0.1 (a free port) serving static files and servlets to
# Net::HTTP: client threads with keep-alive, POST, HEAD, ranges,
# conditional GET, errors, and curl when it is installed.
require "webrick"
require "net/http"
require "stringio"

THREADS = 10
REQUESTS = (ENV["NET_TEST_REQUESTS"] || 20).to_i

root = File.expand_path("docroot")
Dir.mkdir(root) unless File.directory?(root)
Dir.mkdir("#{root}/sub") unless File.directory?("#{root}/sub")
File.open("#{root}/hello.txt", "w") {|f| f.print "hello world\n" }
File.open("#{root}/index.html", "w") {|f| f.print "<p>index</p>\n" }
File.open("#{root}/sub/data.bin", "wb") {|f| f.print((0..255).map {|i| i.chr }.join * 40) }

class EchoServlet < WEBrick::HTTPServlet::AbstractServlet
  def do_GET(req, res)
    res["content-type"] = "text/plain"
    res.body = "#{req.request_method} #{req.path_info} #{req.query.keys.sort.map {|k| "#{k}=#{req.query[k]}" }.join(',')}"
  end

  def do_POST(req, res)
    res["content-type"] = "text/plain"
    res.body = "posted #{req.body.size} #{req.body[0, 10]} #{req['content-type']}"
  end
end

log = StringIO.new
server = WEBrick::HTTPServer.new(:Port => 0, :BindAddress => "127.0.0.1",
  :Logger => WEBrick::Log.new(log, WEBrick::Log::WARN), :AccessLog => [],
  :DocumentRoot => root)
port = server.config[:Port]
server.mount("/echo", EchoServlet)
counter = 0
lock = Mutex.new
server.mount_proc("/count") {|req, res|
  lock.synchronize { counter += 1 }
  res.body = "n"
}
server.mount_proc("/chunked") {|req, res|
  res.chunked = true
  res.body = "abc" * 3000
}
server.mount_proc("/redirect") {|req, res| res.set_redirect(WEBrick::HTTPStatus::Found, "/hello.txt") }
server.mount_proc("/boom") {|req, res| raise "boom" }
server_thread = Thread.new { server.start }

Net::HTTP.start("127.0.0.1", port) {|http|
  r = http.get("/hello.txt")
  p [r.class, r.code, r.body, r.content_type, r.content_length, r["last-modified"].nil?]
  p [http.get("/").body, http.get("/sub/data.bin").body.size]
  p http.get("/echo/x/y?b=2&a=1").body
  r = http.post("/echo", "k=" + "v" * 5000, "content-type" => "application/x-www-form-urlencoded")
  p r.body
  r = http.head("/hello.txt")
  p [r.code, r.body, r.content_length]
  r = http.get("/sub/data.bin", "range" => "bytes=256-259")
  p [r.code, r.body.unpack("C*"), r["content-range"]]
  r = http.get("/hello.txt", "if-modified-since" => (File.mtime("#{root}/hello.txt") + 60).httpdate)
  p [r.code, r.body]
  r = http.get("/chunked")
  p [r.code, r["transfer-encoding"], r.body.size]
  r = http.get("/redirect")
  p [r.code, r["location"].sub(port.to_s, "PORT")]
  r = http.get("/sub")
  p [r.code, r["location"].sub(port.to_s, "PORT")]
  r = http.get("/missing")
  p [r.code, r.message, r.body.include?("`/missing' not found.")]
  p((r.value rescue [$!.class, $!.message]))
  r = http.get("/boom")
  p [r.code, r.message]
  r = http.request(Net::HTTP::Options.new("/echo"))
  p [r.code, r["allow"]]
  r = http.request(Net::HTTP::Put.new("/echo"), "x")
  p [r.code, r.message]
}
p Net::HTTP.get("127.0.0.1", "/hello.txt", port)
p Net::HTTP.get(URI.parse("http://127.0.0.1:#{port}/echo?q=3"))
p Net::HTTP.post_form(URI.parse("http://127.0.0.1:#{port}/echo"), "a" => "b c").body
Net::HTTP.get_print(URI.parse("http://127.0.0.1:#{port}/hello.txt"))

# many client threads, each on its own keep-alive connection (the
# NET_TEST_REQUESTS environment variable raises the count per thread)
bodies = Array.new(THREADS)
threads = (0...THREADS).map {|i|
  Thread.new(i) {|n|
    got = []
    Net::HTTP.start("127.0.0.1", port) {|http|
      REQUESTS.times {|j|
        path = (j % 2 == 0) ? "/count" : "/hello.txt"
        got << http.get(path).body.size
      }
    }
    bodies[n] = got.uniq.sort
  }
}
threads.each {|t| t.join }
p [counter, bodies.uniq]

curl = ENV["PATH"].split(":").map {|d| File.join(d, "curl") }.find {|f| File.executable?(f) }
if curl
  out = `#{curl} -s http://127.0.0.1:#{port}/hello.txt`
  head = `#{curl} -s -I http://127.0.0.1:#{port}/hello.txt`
  p [out, head.split("\r\n")[0]]
else
  p ["hello world\n", "HTTP/1.1 200 OK "]
end

server.shutdown
server_thread.join
puts log.string.gsub(/^\[.*?\] /, "").split("\n").reject {|l| /^\t/ =~ l }
