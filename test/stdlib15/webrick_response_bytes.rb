# the bytes WEBrick sends for string, chunked, file, pipe, HEAD, 304 and
# error responses over a keep-alive connection, read raw from the socket
require 'webrick'
require 'socket'
require 'stringio'
require 'tmpdir'

dir = File.join(Dir.tmpdir, "wrb_#{$$}")
Dir.mkdir(dir)
File.open(File.join(dir, 'f.txt'), 'w') { |f| f.write('x' * 10000) }
log = WEBrick::Log.new(StringIO.new)
server = WEBrick::HTTPServer.new(:BindAddress => '127.0.0.1', :Port => 0, :DocumentRoot => dir,
                                 :Logger => log, :AccessLog => [])
server.mount_proc('/s') { |req, res| res['Content-Type'] = 'text/plain'; res.body = "hello" }
server.mount_proc('/c') { |req, res| res.chunked = true; res.body = 'y' * 5000 }
server.mount_proc('/p') { |req, res|
  r, w = IO.pipe
  w << "piped data"; w.close
  res.chunked = true; res.body = r
}
server.mount_proc('/n') { |req, res| res.status = 304 }
server.mount_proc('/e') { |req, res| raise 'boom' }
server.mount_proc('/k') { |req, res| res.cookies << WEBrick::Cookie.new('a', 'b'); res.body = '' }
port = server.listeners[0].addr[1]
st = Thread.new { server.start }

def fetch(port, reqs)
  s = TCPSocket.new('127.0.0.1', port)
  s.write reqs
  s.close_write
  out = s.read
  s.close
  out.gsub(/^Date: .*\r\n/, "Date: D\r\n").gsub(/^Server: .*\r\n/, "Server: S\r\n").
      gsub(/^Last-Modified: .*\r\n/, "Last-Modified: L\r\n").gsub(/^Etag: .*\r\n/i, "ETag: E\r\n").
      gsub(/^     \S+:\d+$/, 'HOST:PORT').gsub(/(.)\1{20,}/) { "#{$1}*#{$&.size}" }
end

%w(/s /c /p /n /k /f.txt).each do |path|
  p fetch(port, "GET #{path} HTTP/1.1\r\nHost: a\r\n\r\nHEAD #{path} HTTP/1.1\r\nHost: a\r\n\r\n" \
                "GET #{path} HTTP/1.0\r\n\r\n")
end
r = fetch(port, "GET /f.txt HTTP/1.1\r\nHost: a\r\nRange: bytes=10-19,-5\r\n\r\n")
p r.gsub(r[/boundary=(\S+)\r/, 1], 'BOUNDARY')
p fetch(port, "GET /e HTTP/1.1\r\nHost: a\r\n\r\n")
p fetch(port, "GET /nothing HTTP/1.1\r\nHost: a\r\n\r\n")
p fetch(port, "GARBAGE\r\n\r\n")
server.shutdown
st.join
File.unlink(File.join(dir, 'f.txt'))
Dir.rmdir(dir)
