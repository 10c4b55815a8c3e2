# a closed stream's read buffer is kept for the next open: reads after a
# reuse see only the new file and the right positions, a grown buffer (a
# long line) is not kept, and streams open side by side keep their own
# buffers
require "helper"
require "tmpdir"
dir = "/tmp/perf19_rbuf_#{$$}_#{rand(1 << 30)}"
Dir.mkdir(dir)
begin
  a = File.join(dir, "a"); b = File.join(dir, "b"); c = File.join(dir, "c")
  File.open(a, "w") { |f| f.write("A" * 5000 + "\nend-a\n") }
  File.open(b, "w") { |f| f.write("bb\nsecond\n") }
  File.open(c, "w") { |f| f.write("x" * 20000 + "\ntail\n") }
  show("a read") { File.open(a) { |f| s = f.read; [s.size, s[-7..-1]] } }
  show("b after a") { File.open(b) { |f| [f.gets, f.read, f.read, f.gets, f.eof?] } }
  show("b getc") { File.open(b) { |f| [f.getc, f.ungetc(?z), f.read] } }
  show("pos") { File.open(a) { |f| f.gets; [f.pos, f.read(3), f.pos] } }
  show("long line") { File.open(c) { |f| [f.gets.size, f.gets] } }
  show("after long") { File.open(b) { |f| [f.read(2), f.pos, f.read] } }
  show("side by side") do
    fa = File.open(a); fb = File.open(b)
    r = [fa.read(2), fb.read(2), fa.gets.size, fb.gets, fb.gets]
    fa.close; r << fb.read; fb.close; r << File.read(b)
    r
  end
  show("many") { (1..300).map { |i| File.open(i.odd? ? a : b) { |f| f.read.size } }.uniq }
  show("each_line") { File.open(b) { |f| f.map { |l| l } } }
  show("closed read") { f = File.open(b); f.close; begin; f.read; rescue IOError => e; e.message; end }
  show("write then read") { File.open(c, "w") { |f| f.write("new") }; File.open(c) { |f| f.read } }
  show("r+") { File.open(b, "r+") { |f| f.gets; f.write("X"); f.rewind; f.read } }
ensure
  Dir[File.join(dir, "*")].each { |f| File.delete(f) }
  Dir.rmdir(dir)
end
