# DRb between two processes: a forked server with a front object, a client
# calling it (arguments and results marshalled, DRbUndumped by reference,
# exceptions with the remote backtrace, blocks yielded back, many calls).
require 'drb/drb'
class Front
  def add(a, b) a + b end
  def echo(x) x end
  def fail_it; raise ArgumentError, "bad arg"; end
  def each_pair; yield 1, 2; yield 3, 4; :done end
  def counter; @c ||= Counter.new end
  def shape; Struct.new(:a).new(1) rescue nil end
  private
  def secret; 1 end
end
class Counter
  include DRbUndumped
  def initialize; @n = 0 end
  def incr; @n += 1 end
end
rd, wr = IO.pipe
pid = fork {
  rd.close
  DRb.start_service("druby://127.0.0.1:0", Front.new)
  wr.puts DRb.uri
  wr.close
  DRb.thread.join
}
wr.close
uri = rd.gets.chomp
DRb.start_service("druby://127.0.0.1:0")
ro = DRbObject.new_with_uri(uri)
p ro.add(1, 2)
p ro.echo([1, "two", :three, {4 => 5.0}])
p ro.add("a", "b")
begin
  ro.fail_it
rescue => e
  p [e.class, e.message, e.backtrace[0].sub(/\d+\)/, 'N)').sub(/:\d+:/, ':N:').sub(uri, 'URI')]
end
begin
  ro.secret
rescue => e
  p [e.class, e.message.sub(/#<Front:0x[0-9a-f]+>/, 'F')]
end
begin
  ro.no_such
rescue => e
  p [e.class, e.message.sub(/#<Front:0x[0-9a-f]+>/, 'F')]
end
r = ro.each_pair {|a, b| a * 10 + b }
p r
c = ro.counter
p c.class, c.incr, c.incr, ro.counter.incr
p ro.respond_to?(:add), ro.respond_to?(:zzz)
p ro == DRbObject.new_with_uri(uri)
200.times { ro.add(1, 1) }
p :many
Process.kill(:TERM, pid)
Process.wait(pid)
