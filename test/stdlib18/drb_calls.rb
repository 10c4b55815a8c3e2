# DRb in one process over druby://127.0.0.1:0: calls, blocks, errors raised
# remotely, DRbUndumped, private/missing methods, ids, marshaling, as 1.8.7
require 'drb/drb'
def t(s); r = eval(s, TOPLEVEL_BINDING); puts "#{s} => #{r.inspect.gsub(/0x[0-9a-f]+/, 'X').gsub(/:\d{4,5}/, ':PORT')}"; rescue Exception => e; puts "#{s} !! #{e.class}: #{e.message[0,150].gsub(/:\d{4,5}/, ':PORT')}"; end
class Foo
  include DRbUndumped
  def initialize; @v = 0; end
  def inc(n = 1) @v += n end
  def each; [1,2,3].each { |x| yield x } end
  def boom; raise ArgumentError, "bad" end
  def arr; [1, "a", :b, nil, 1.5, {"k" => [2]}] end
  def obj; Object.new end
  def undumped; Foo.new end
  def proc_call(pr) pr.call(3) end
  def name_err; zork end
  def sleepy; sleep 0.3; :woke end
  def echo(x) x end
  def args(*a) a.size end
  def blk(&b) b ? b.call(5) : :noblock end
  private
  def priv; 1 end
end
$front = Foo.new
DRb.start_service("druby://127.0.0.1:0", $front)
$uri = DRb.uri
$r = DRbObject.new_with_uri($uri)
DATA.read.split("\n").each { |l| t l }
DRb.stop_service
__END__
$r.inc
$r.inc(5)
$r.arr
x = []; $r.each { |v| x << v }; x
$r.boom rescue [$!.class, $!.message, $!.backtrace.first.to_s =~ /druby/ ? :remote : :local]
$r.obj.class
$r.undumped.class
$r.undumped.inc(2)
$r.echo(Foo.new).class
$r.echo($front).equal?($front)
$r.proc_call(lambda { |x| x * 2 }) rescue [$!.class]
$r.name_err rescue [$!.class, $!.message[0, 40]]
$r.priv rescue [$!.class, $!.message[0, 60]]
$r.nosuch rescue [$!.class, $!.message[0, 60]]
$r.args(1, 2, 3)
$r.blk { |x| x + 1 }
$r.blk
$r.respond_to?(:inc)
$r.respond_to?(:priv)
$r.__drburi == $uri
$r.__drbref
DRbObject.new(nil, $uri).inc
DRb.uri == $uri
DRb.front.equal?($front)
DRb.here?($uri)
DRb.current_server.class
DRb.thread.class
DRb.config.keys.sort_by { |k| k.to_s }
DRb::DRbServer.default_load_limit(100) rescue $!.class
DRbObject.new_with_uri("druby://127.0.0.1:1").inc rescue $!.class
DRb::DRbConnError.superclass
DRb::DRbServerNotFound.superclass
DRb::DRbBadURI.superclass
DRb::DRbRemoteError.superclass
DRb::DRbUnknownError.superclass
DRb::DRbError.superclass
DRbObject.new_with_uri("zork://x").inc rescue [$!.class, $!.message]
Marshal.load(Marshal.dump(DRbObject.new(nil, "druby://h:1"))).__drburi
DRb::DRbIdConv.new.to_id(obj = Object.new) == obj.object_id
DRb::DRbIdConv.new.to_obj($front.object_id).equal?($front)
$r.echo(:sym)
$r.echo(1..3)
$r.echo(Struct.new(:a).new(1)) rescue $!.class
$r.echo(Class.new.new) rescue $!.class
$r.echo(Exception.new("e")).message
$r.echo("x" * 100000).size
$r.echo([1] * 1000).size
