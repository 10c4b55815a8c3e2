# XMLRPC::BasicServer#process with handlers, interfaces, introspection,
# multicall faults, service hooks; CGIServer on POST and GET
require 'xmlrpc/server'
require 'xmlrpc/client'
require 'xmlrpc/marshal'
require "helper"   # show(label) { expr }
s = XMLRPC::BasicServer.new
s.add_handler("a.add", ["int", "int", "int"], "adds") { |a, b| a + b }
s.add_handler("a.str") { |x| x.to_s * 2 }
s.add_handler(XMLRPC::iPIMethods("b"), Object.new) rescue p $!.class
class Calc; INTERFACE = XMLRPC::interface("calc") { meth "int mul(int, int)", "multiply", "mul"; meth "string hello()", "say hi" }; def mul(a, b) a * b end; def hello; "hi" end; end
s.add_handler(Calc::INTERFACE, Calc.new)
s.add_introspection
s.add_multicall
def call(s, m, *a)
  req = XMLRPC::Marshal.dump_call(m, *a)
  resp = s.process(req)
  XMLRPC::Marshal.load_response(resp) rescue [$!.class, $!.message]
end
show(:add) { call(s, "a.add", 1, 2) }
show(:add_arity) { call(s, "a.add", 1) }
show(:str) { call(s, "a.str", 5) }
show(:mul) { call(s, "calc.mul", 3, 4) }
show(:hello) { call(s, "calc.hello") }
show(:list) { call(s, "system.listMethods") }
show(:sig) { call(s, "system.methodSignature", "a.add") }
show(:sig_calc) { call(s, "system.methodSignature", "calc.mul") }
show(:sig_none) { call(s, "system.methodSignature", "a.str") }
show(:help) { call(s, "system.methodHelp", "calc.mul") }
show(:help_none) { call(s, "system.methodHelp", "nope") }
show(:multi) { call(s, "system.multicall", [{"methodName" => "a.add", "params" => [1, 2]}, {"methodName" => "nope", "params" => []}, {"methodName" => "system.multicall", "params" => []}, {"bad" => 1}, "x"]) }
show(:missing) { call(s, "nope.x", 1) }
show(:bad_xml) { s.process("<x") rescue [$!.class, $!.message[0, 40]] }
show(:iface) { [Calc::INTERFACE.prefix, Calc::INTERFACE.methods] }
show(:pim) { XMLRPC::iPIMethods("pre").class }
show(:set_writer) { s.set_writer(XMLRPC::XMLWriter::Simple.new).class }
show(:set_parser) { s.set_parser(XMLRPC::XMLParser::REXMLStreamParser.new).class }
show(:service_hook) { s.set_service_hook { |obj, *args| "hooked:" + obj.call(*args).to_s }; call(s, "a.add", 5, 6) }
show(:get_service_hook) { s.get_service_hook.class }
show(:default_handler) { s.get_default_handler.class }
show(:proc_arity) { s2 = XMLRPC::BasicServer.new; s2.add_handler("x") { 1 }; call(s2, "x", 1, 2) }
show(:proc_splat) { s2 = XMLRPC::BasicServer.new; s2.add_handler("x") { |*a| a.size }; call(s2, "x", 1, 2) }
show(:obj_handler) { s2 = XMLRPC::BasicServer.new; s2.add_handler("p.", "str"); call(s2, "p.size") }
show(:cgiserver) {
  require 'stringio'
  ENV["REQUEST_METHOD"] = "POST"; ENV["CONTENT_TYPE"] = "text/xml"; body = XMLRPC::Marshal.dump_call("a.add", 1, 2); ENV["CONTENT_LENGTH"] = body.size.to_s
  $stdin = StringIO.new(body); out = StringIO.new; $stdout = out
  cs = XMLRPC::CGIServer.new; cs.add_handler("a.add") { |a, b| a + b }; cs.serve
  $stdout = STDOUT; $stdin = STDIN
  out.string
}
show(:cgiserver_get) {
  require 'stringio'
  ENV["REQUEST_METHOD"] = "GET"
  out = StringIO.new; $stdout = out
  cs = XMLRPC::CGIServer.new; cs.serve
  $stdout = STDOUT
  out.string
}
