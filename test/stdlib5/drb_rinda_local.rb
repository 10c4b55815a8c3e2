# drb in one process (undumped objects, blocks, errors, acl) and a local
# Rinda tuple space
require 'drb/drb'
require 'drb/acl'
require 'rinda/tuplespace'
require 'rinda/rinda'
require "helper"
class Counter; include DRbUndumped; def initialize; @n = 0; end; def inc; @n += 1; end; end
class Front
  def counter; Counter.new; end
  def echo(x) x end
  def yielder; yield 1; yield 2; :done end
  def proc_call(pr) pr.call(5) end
end
DRb.start_service("druby://127.0.0.1:0", Front.new)
ro = DRbObject.new_with_uri(DRb.uri)
show("undumped") { c = ro.counter; [c.class, c.inc, c.inc] }
show("echo types") { ro.echo([1, 2.5, "s", :sym, nil, true, 1..3, {1 => [2]}, Struct.new(:a).new(1).to_a]) }
show("echo obj") { o = Object.new; r = ro.echo(o); r.class }
show("echo proc") { ro.echo(proc { 1 }).class }
show("yield") { r = []; x = ro.yielder { |v| r << v }; [r, x] }
show("proc call") { ro.proc_call(proc { |v| v * 2 }) rescue $!.class }
show("remote nomethod") { begin; ro.nosuch; rescue NoMethodError => e; e.message.sub(/0x[0-9a-f]+/, "X"); end }
show("private") { begin; ro.initialize; rescue NoMethodError => e; e.message.sub(/0x[0-9a-f]+/, "X"); end }
show("dead") { DRbObject.new_with_uri("druby://127.0.0.1:1").echo(1) rescue $!.class }
show("bad uri") { DRbObject.new_with_uri("bogus://x").echo(1) rescue [$!.class, $!.message] }
show("DRbObject ==") { DRbObject.new_with_uri(DRb.uri) == DRbObject.new_with_uri(DRb.uri) }
show("current_server") { DRb.current_server.class }
show("here?") { DRb.here?(DRb.uri) }
show("acl") { acl = ACL.new(%w(deny all allow 127.0.0.1)); [acl.allow_addr?(["AF_INET", 0, "localhost", "127.0.0.1"]), acl.allow_addr?(["AF_INET", 0, "x", "10.0.0.1"])] }
ts = Rinda::TupleSpace.new
show("rinda") { ts.write([:a, 1]); ts.write([:a, 2]); ts.write([:b, "x"]); [ts.take([:a, nil]), ts.read([:b, String]), ts.read_all([:a, nil]).size, ts.read_all([nil, nil]).size] }
show("rinda timeout") { ts.take([:zz, nil], 0) rescue $!.class }
show("rinda hash") { ts.write({"k" => 1, "v" => 2}); ts.take({"k" => 1, "v" => nil}) }
show("rinda template") { Rinda::Template.new([1, nil]).match(Rinda::Tuple.new([1, 2])) }
show("rinda expire") { t = ts.write([:e], 0); sleep 0.1; ts.read_all([:e]).size }
show("rinda errors") { [Rinda::RequestExpiredError.superclass, Rinda::InvalidHashTupleKey.superclass] rescue $!.class }
DRb.stop_service
