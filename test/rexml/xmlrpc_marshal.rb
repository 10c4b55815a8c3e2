# XMLRPC::Marshal: calls and responses dumped and loaded; DateTime and Base64
require 'xmlrpc/marshal'
require 'xmlrpc/datetime'
require 'xmlrpc/base64'
puts XMLRPC::Marshal.dump_call("m.x", 1, "s<&>", [1, 2.5], {"a" => 1}, true, false, XMLRPC::DateTime.new(2008,1,2,3,4,5), XMLRPC::Base64.new("bin\0"), -3)
puts XMLRPC::Marshal.dump_response([1, "a"])
puts XMLRPC::Marshal.dump_response(XMLRPC::FaultException.new(4, "bad"))
x = XMLRPC::Marshal.dump_call("m.x", 1, "s<&>", [1, 2.5], {"a" => 1}, true, XMLRPC::DateTime.new(2008,1,2,3,4,5), XMLRPC::Base64.new("bin"))
p XMLRPC::Marshal.load_response(XMLRPC::Marshal.dump_response({"k" => [1, {"z" => "y"}]}))
begin
  p XMLRPC::Marshal.load_response(XMLRPC::Marshal.dump_response(XMLRPC::FaultException.new(4, "bad")))
rescue => e
  p e.class, e.faultCode, e.faultString
end
p XMLRPC::Marshal.load_response("<methodResponse><params><param><value>plain</value></param></params></methodResponse>")
puts XMLRPC::Marshal.dump_call("nil", nil) rescue p $!
puts XMLRPC::Marshal.dump_call("t", Time.utc(2008,1,2,3,4,5)) rescue p $!
puts XMLRPC::Marshal.dump_call("b", 2**40) rescue p $!
puts XMLRPC::Marshal.dump_call("sym", :abc) rescue p $!
Point = Struct.new(:x, :y)
puts XMLRPC::Marshal.dump_call("st", Point.new(1, 2)) rescue p $!
d = XMLRPC::DateTime.new(2008,1,2,3,4,5); p d.to_a, d.year, d.to_time, (d.to_date rescue $!), d == XMLRPC::DateTime.new(2008,1,2,3,4,5)
b = XMLRPC::Base64.new("hello"); p b.decoded, b.encoded, XMLRPC::Base64.encode("hi"), XMLRPC::Base64.decode("aGk=")
c = XMLRPC::Marshal.load_call(x); p c[0], c[1][0, 5], c[1][5].to_a, c[1][6]
