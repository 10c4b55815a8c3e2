# Net::HTTP#set_debug_output shows a POST's header and body as two writes;
# the server sees the whole request (a `-> ""' line, an empty read buffer
# before the body, depends on how the response arrived: left out)
require 'webrick'
require 'net/http'
require 'stringio'

server = WEBrick::HTTPServer.new(:BindAddress => '127.0.0.1', :Port => 0,
                                 :Logger => WEBrick::Log.new(StringIO.new), :AccessLog => [])
server.mount_proc('/echo') { |req, res|
  res['Content-Type'] = 'text/plain'
  res.body = "#{req.request_method} #{req.content_type} #{req.content_length} #{req.body.inspect}"
}
port = server.listeners[0].addr[1]
st = Thread.new { server.start }

dbg = StringIO.new
http = Net::HTTP.new('127.0.0.1', port)
http.set_debug_output(dbg)
http.start do
  p http.post('/echo', 'a=1&b=2').body
  p http.request_put('/echo', 'x' * 70000, 'Content-Type' => 'text/plain').body.size
  req = Net::HTTP::Post.new('/echo')
  req.set_form_data('q' => 'a b', 'r' => '&')
  p http.request(req).body
  req = Net::HTTP::Post.new('/echo')
  req.body_stream = StringIO.new('streamed')
  req.content_length = 8
  req['Content-Type'] = 'text/plain'
  p http.request(req).body
end
puts dbg.string.gsub(/^Date: .*$|"Date: [^"]*"/, 'DATE').gsub(/\d+\.\d+\.\d+\.\d+:\d+/, 'H:P').
  gsub(/x+/) { $&.size > 99 ? "x*#{$&.size}" : $& }.gsub(/^-> ""\n/, '').gsub(/(Date: )[^\\]*/, '\1D')
server.shutdown
st.join
