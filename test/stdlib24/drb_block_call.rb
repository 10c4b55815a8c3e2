# DRb blocks as 1.8.7: a server yields by calling the block (Proc#call), on
# a block of this process too (a server that is not the primary one; a lone
# Array then comes as a DRbArray) or on one of another process
require 'drb/drb'
class F
  def y0; yield; end
  def y1; yield [1, 2]; end
  def y2; yield 1, 2; end
  def each3; r = []; [3, 4, 5].each { |i| r << yield(i) }; r; end
  def brk; [1, 2].each { |i| yield i }; :done; end
end
# another process (forked before the servers exist) calls with its block:
# each yield is a call back to it
$rd, $wr = IO.pipe
$rd2, $wr2 = IO.pipe
$pid = fork do
  $wr.close; $rd2.close
  uri = $rd.gets.chomp
  DRb.start_service("druby://127.0.0.1:0")
  r = DRbObject.new_with_uri(uri)
  out = []
  out << r.y1 { |x| [x.class, x] }
  out << r.y2 { |x, y| [x, y] }
  out << r.each3 { |n| n * 3 }
  out << (r.y0 { raise IndexError, "remote block" } rescue [$!.class, $!.message])
  $wr2.write Marshal.dump(out)
  $wr2.close
  exit!(0)
end
$rd.close; $wr2.close
$stderr = $stdout
a = DRb::DRbServer.new("druby://127.0.0.1:0", F.new)
b = DRb::DRbServer.new("druby://127.0.0.1:0", F.new)
def t(label); print label, ": "; p yield; rescue Exception; p [$!.class, $!.message.sub(/0x[0-9a-f]+/, "X")]; end
[a, b].each_with_index do |s, i|
  r = DRbObject.new_with_uri(s.uri)
  t("#{i} y0") { r.y0 { 5 } }
  t("#{i} y1") { r.y1 { |x| [x.class, x.respond_to?(:size) ? x.size : nil] } }
  t("#{i} y1*") { r.y1 { |*x| x.map { |e| e.class } } }
  t("#{i} y2") { r.y2 { |x, y| [x, y] } }
  t("#{i} y2*") { r.y2 { |*x| x } }
  t("#{i} each") { r.each3 { |n| n * 2 } }
  t("#{i} brk") { r.brk { |n| break n * 10 } }
  t("#{i} next") { r.each3 { |n| next n + 1 } }
  t("#{i} raise") { r.y0 { raise ArgumentError, "in block" } }
end
t("fork") { $wr.write(b.uri + "\n"); $wr.close; Marshal.load($rd2.read) }
Process.wait($pid)
