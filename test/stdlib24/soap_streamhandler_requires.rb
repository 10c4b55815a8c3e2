# soap/streamHandler as 1.8.7: it loads soap/httpconfigloader and zlib (a
# client that accepts gzip then asks for it; net/http's client does not
# decode it, so the answer is not XML)
require 'soap/rpc/driver'
require 'soap/rpc/soaplet'
require 'webrick'
require 'stringio'
require "helper"
show(:loaded) { [defined?(SOAP::HTTPConfigLoader), $".include?("zlib.so"), $".include?("soap/httpconfigloader.rb")] }
show(:api) { SOAP::HTTPConfigLoader.singleton_methods.sort - ["ssl_config_int", "cert_from_file", "key_from_file", "set_ssl_config"] }
class Svc; def add(a, b) a + b end end
srv = WEBrick::HTTPServer.new(:BindAddress => "127.0.0.1", :Port => 0, :Logger => WEBrick::Log.new(StringIO.new), :AccessLog => [])
port = srv.config[:Port]
let = SOAP::RPC::SOAPlet.new
let.app_scope_router.add_rpc_servant(Svc.new, "urn:svc")
let.allow_content_encoding_gzip = true
srv.mount("/soap", let)
t = Thread.new { srv.start }
sleep 0.05 until srv.status == :Running
drv = SOAP::RPC::Driver.new("http://127.0.0.1:#{port}/soap", "urn:svc")
drv.add_method("add", "a", "b")
show(:plain) { drv.add(1, 2) }
show(:gz) { drv.streamhandler.accept_encoding_gzip = true; begin; drv.add(3, 4); rescue Exception; $!.class; end }
srv.shutdown; t.join
