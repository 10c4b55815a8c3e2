# Client errors: an empty answer, a non-SOAP answer, an HTTP error status,
# a refused connection; the driver's accessors.
require 'soap/rpc/driver'
require 'webrick'
srv = WEBrick::HTTPServer.new(:BindAddress => '127.0.0.1', :Port => 0, :Logger => WEBrick::Log.new(nil, 0), :AccessLog => [])
bodies = ['', '<html>not soap</html>', nil]
codes = [200, 200, 404]
srv.mount_proc('/') { |req, res| b = bodies.shift; c = codes.shift; res.status = c; res['content-type'] = 'text/xml'; res.body = b.to_s }
t = Thread.new { srv.start }
drv = SOAP::RPC::Driver.new("http://127.0.0.1:#{srv.config[:Port]}/", 'urn:x')
drv.add_method('m')
3.times { begin; p drv.m; rescue Exception => e; puts "#{e.class}: #{e.message[0, 60]}"; end }
d2 = SOAP::RPC::Driver.new("http://127.0.0.1:1/", 'urn:x'); d2.add_method('m')
begin; d2.m; rescue Exception => e; puts e.class; end
p drv.inspect =~ /\A#<SOAP::RPC::Driver:#<SOAP::RPC::Proxy:http:\/\/127.0.0.1:\d+\/>>\z/
p drv.endpoint_url =~ /127/, drv.streamhandler.class, drv.proxy.class, drv.wiredump_dev, drv.httpproxy
srv.shutdown; t.join
