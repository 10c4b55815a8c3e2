# XMLRPC::BasicServer: handlers, faults, introspection, multicall, hooks
require 'xmlrpc/server'
require "xmlrpc/marshal"
require "xmlrpc/client"
s = XMLRPC::BasicServer.new
s.add_handler("sample.add") { |a, b| a + b }
s.add_handler("sample.fail") { raise XMLRPC::FaultException.new(7, "nope") }
s.add_handler("sample.boom") { raise "boom" }
class H; def hi(n) "hi #{n}" end; def two; [1,2] end; end
s.add_handler(XMLRPC::iPIMethods("h"), H.new)
s.add_handler(XMLRPC::interface("i") { meth "string hi(string)", "says hi", "hi" }, H.new)
s.add_introspection
s.add_multicall
%w{sample.add sample.fail sample.boom sample.missing h.hi i.hi h.two}.each do |m|
  args = m == "sample.add" ? [1, 2] : (m =~ /hi/ ? ["x"] : [])
  puts s.process(XMLRPC::Marshal.dump_call(m, *args))
end
puts s.process(XMLRPC::Marshal.dump_call("sample.add", 1))
puts s.process(XMLRPC::Marshal.dump_call("system.methodHelp", "i.hi"))
puts s.process(XMLRPC::Marshal.dump_call("system.methodSignature", "i.hi"))
puts s.process(XMLRPC::Marshal.dump_call("system.multicall", [{"methodName" => "sample.add", "params" => [1, 2]}, {"methodName" => "sample.fail", "params" => []}]))
puts s.process("<garbage") rescue p $!
s.set_default_handler { |name, *a| "default #{name} #{a.size}" }
puts s.process(XMLRPC::Marshal.dump_call("whatever", 1))
s.set_service_hook { |obj, *args| "hooked #{obj.call(*args)}" }
puts s.process(XMLRPC::Marshal.dump_call("h.hi", "y"))
p XMLRPC::Client::USER_AGENT rescue p $!
c = XMLRPC::Client.new("localhost", "/RPC2", 1)
p c.timeout, c.user, c.cookie
c2 = XMLRPC::Client.new2("http://u:p@example.com:8080/rpc")
p c2.user, c2.password
