# XMLRPC::BasicServer#process with handlers, interfaces, introspection,
# multicall faults, service hooks; CGIServer on POST and GET
require 'xmlrpc/server'
require 'xmlrpc/client'
require 'xmlrpc/marshal'
def sh(l)
  print l, ": "
  begin
    r = yield
    p r
  rescue Exception => e
    puts "#{e.class}: #{e.message}"
  end
end
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
sh(:add) { call(s, "a.add", 1, 2) }
sh(:add_arity) { call(s, "a.add", 1) }
sh(:str) { call(s, "a.str", 5) }
sh(:mul) { call(s, "calc.mul", 3, 4) }
sh(:hello) { call(s, "calc.hello") }
sh(:list) { call(s, "system.listMethods") }
sh(:sig) { call(s, "system.methodSignature", "a.add") }
sh(:sig_calc) { call(s, "system.methodSignature", "calc.mul") }
sh(:sig_none) { call(s, "system.methodSignature", "a.str") }
sh(:help) { call(s, "system.methodHelp", "calc.mul") }
sh(:help_none) { call(s, "system.methodHelp", "nope") }
sh(:multi) { call(s, "system.multicall", [{"methodName" => "a.add", "params" => [1, 2]}, {"methodName" => "nope", "params" => []}, {"methodName" => "system.multicall", "params" => []}, {"bad" => 1}, "x"]) }
sh(:missing) { call(s, "nope.x", 1) }
sh(:bad_xml) { s.process("<x") rescue [$!.class, $!.message[0, 40]] }
sh(:iface) { [Calc::INTERFACE.prefix, Calc::INTERFACE.methods] }
sh(:pim) { XMLRPC::iPIMethods("pre").class }
sh(:set_writer) { s.set_writer(XMLRPC::XMLWriter::Simple.new).class }
sh(:set_parser) { s.set_parser(XMLRPC::XMLParser::REXMLStreamParser.new).class }
sh(:service_hook) { s.set_service_hook { |obj, *args| "hooked:" + obj.call(*args).to_s }; call(s, "a.add", 5, 6) }
sh(:get_service_hook) { s.get_service_hook.class }
sh(:default_handler) { s.get_default_handler.class }
sh(:proc_arity) { s2 = XMLRPC::BasicServer.new; s2.add_handler("x") { 1 }; call(s2, "x", 1, 2) }
sh(:proc_splat) { s2 = XMLRPC::BasicServer.new; s2.add_handler("x") { |*a| a.size }; call(s2, "x", 1, 2) }
sh(:obj_handler) { s2 = XMLRPC::BasicServer.new; s2.add_handler("p.", "str"); call(s2, "p.size") }
sh(:cgiserver) {
  require 'stringio'
  ENV["REQUEST_METHOD"] = "POST"; ENV["CONTENT_TYPE"] = "text/xml"; body = XMLRPC::Marshal.dump_call("a.add", 1, 2); ENV["CONTENT_LENGTH"] = body.size.to_s
  $stdin = StringIO.new(body); out = StringIO.new; $stdout = out
  cs = XMLRPC::CGIServer.new; cs.add_handler("a.add") { |a, b| a + b }; cs.serve
  $stdout = STDOUT; $stdin = STDIN
  out.string
}
sh(:cgiserver_get) {
  require 'stringio'
  ENV["REQUEST_METHOD"] = "GET"
  out = StringIO.new; $stdout = out
  cs = XMLRPC::CGIServer.new; cs.serve
  $stdout = STDOUT
  out.string
}
