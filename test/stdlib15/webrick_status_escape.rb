# a bad request's text from the peer (tainted) reaches the error page and the
# log escaped: HTTPStatus::Status.new runs its message through AccessLog.escape
require 'webrick'
require 'socket'
require 'stringio'
logio = StringIO.new
server = WEBrick::HTTPServer.new(:BindAddress => '127.0.0.1', :Port => 0, :Logger => WEBrick::Log.new(logio, 5), :AccessLog => [[logio, "AL %r"]])
server.mount_proc('/e') { |req, res| res.body = req.body.to_s }
port = server.listeners[0].addr[1]
st = Thread.new { server.start }
def fetch(port, req)
  s = TCPSocket.new('127.0.0.1', port)
  s.write req
  s.close_write
  out = s.read
  s.close
  out[/<H1>.*<HR>/m] || out[/\r\n\r\n.*/m]
end
p fetch(port, "GAR\tBA\"GE\001\\\r\n\r\n")
p fetch(port, "GET /e HTTP/1.1\r\nba\"d\\x\xff\r\n\r\n")
p fetch(port, "GET /e HTTP/1.1\r\nA: \001\033[1m\r\n\r\n")
p fetch(port, "POST /e HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nz\tz\"\r\n")
p fetch(port, "GET /\033x\001 HTTP/1.1\r\n\r\n")
server.shutdown
st.join
puts logio.string.split("\n").grep(/ERROR|AL/).map { |l| l.sub(/^\[.*?\] /, '') }
p WEBrick::AccessLog.escape("a\tb\"c\\d\001\xff\n")

def show(l); print l, ": "; begin; p yield; rescue Exception => e; puts "#{e.class}: #{e.message}"; end; end
show(1) { WEBrick::HTTPStatus::BadRequest.new.message }
show(2) { WEBrick::HTTPStatus::BadRequest.new(nil).message }
show(3) { WEBrick::HTTPStatus::BadRequest.new(12).message }
show(4) { WEBrick::HTTPStatus::BadRequest.new("a\tb".taint).message }
show(5) { WEBrick::HTTPStatus::Status.new("a\tb".taint, 2).message }
show(6) { x = "a\tb".taint; WEBrick::HTTPStatus::NotFound.exception(x).message }
show(7) { begin; raise WEBrick::HTTPStatus::NotFound, "q\001".taint; rescue => e; e.message; end }
show(8) { defined?(WEBrick::AccessLog) }
show(9) { WEBrick::HTTPStatus::Status.instance_method(:initialize).arity }
show(10) { WEBrick::HTTPStatus::EOFError.new("a\tb".taint).message }
show(11) { WEBrick::HTTPStatus::BadRequest.new(:sym).message }
