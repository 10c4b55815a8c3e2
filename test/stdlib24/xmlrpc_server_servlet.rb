# XMLRPC::Server as 1.8.7: a WEBrickServlet (valid-IP checks, get_instance)
# mounted on its own WEBrick server
require 'xmlrpc/server'
require 'xmlrpc/client'
require 'stringio'
require "helper"
$stderr.reopen("/dev/null")   # (the access log of the server)
show(:anc) { XMLRPC::Server.ancestors[0, 4] }
show(:own) { [XMLRPC::Server.instance_methods(false).sort, XMLRPC::Server.superclass] }
s = XMLRPC::Server.new(0, "127.0.0.1", 4, StringIO.new)
port = s.instance_variable_get(:@server).config[:Port]
show(:ivars) { s.instance_variables.sort }
show(:inst) { [s.get_instance(nil).equal?(s), s.require_path_info?, s.get_valid_ip] }
s.add_handler("add") { |a, b| a + b }
t = Thread.new { s.serve }
sleep 0.05 until s.instance_variable_get(:@server).status == :Running
c = XMLRPC::Client.new("127.0.0.1", "/", port)
show(:add) { c.call("add", 2, 3) }
show(:ip) { s.set_valid_ip(/^10\./); begin; c.call("add", 1, 1); rescue Exception; [$!.class, $!.message[0, 3]]; end }
show(:ip2) { s.set_valid_ip(/^127\./); c.call("add", 1, 1) }
show(:ipnil) { s.set_valid_ip(nil); [s.get_valid_ip, c.call("add", 4, 4)] }
show(:get) { Net::HTTP.start("127.0.0.1", port) { |h| r = h.get("/"); [r.code, r.message] } }
s.shutdown
t.join
