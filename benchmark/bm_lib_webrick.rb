# bm_lib_webrick.rb - WEBrick on 127.0.0.1 serving a static file and a
# servlet, fetched 1,000 times by net/http from 4 client threads over
# keep-alive connections (as the stdlib issue's loopback test does)
require 'webrick'
require 'net/http'
require 'tmpdir'

dir = File.join(Dir.tmpdir, "bm_webrick_#{$$}")
Dir.mkdir(dir)
File.open(File.join(dir, 'page.html'), 'w') { |f| f.write('<p>' + 'static ' * 200 + '</p>') }
log = WEBrick::Log.new(File.open('/dev/null', 'w'))
server = WEBrick::HTTPServer.new(:BindAddress => '127.0.0.1', :Port => 0, :DocumentRoot => dir,
                                 :Logger => log, :AccessLog => [])
server.mount_proc('/hello') { |req, res| res['Content-Type'] = 'text/plain'; res.body = "hello #{req.query['n']}" }
port = server.listeners[0].addr[1]
st = Thread.new { server.start }
bytes = 0
clients = (0...4).map do |c|
  Thread.new do
    got = 0
    Net::HTTP.start('127.0.0.1', port) do |http|
      250.times do |i|
        path = i % 2 == 0 ? '/page.html' : "/hello?n=#{i}"
        got += http.get(path).body.size
      end
    end
    got
  end
end
clients.each { |t| bytes += t.value }
server.shutdown
st.join
File.unlink(File.join(dir, 'page.html'))
Dir.rmdir(dir)
puts bytes
