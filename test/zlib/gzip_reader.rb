# Zlib::GzipReader: the IO-like readers, lineno, pos, ungetc, rewind, eof
require "helper"
require "zlib"
require "stringio"
sio = StringIO.new("")
Zlib::GzipWriter.wrap(sio) do |g|
  g.mtime = 1000
  g.orig_name = "foo.txt"
  g.comment = "a comment"
  g.write "hello\nx1a\nb\nc\n3\np1nil00042\nAB\n\n\npara two\n\nlast"
end
s = sio.string
r = Zlib::GzipReader.new(StringIO.new(s))
show("fields") { [r.level, r.os_code, r.mtime.to_i, r.orig_name, r.comment, r.lineno, r.pos, r.eof?, r.sync] }
show("gets") { r.gets }
show("$_") { $_ }
show("lineno pos") { [r.lineno, r.pos] }
show("getc") { r.getc }
show("ungetc") { r.ungetc(104) }
show("read 3") { r.read(3) }
show("readline") { r.readline }
show("gets sep") { r.gets("p") }
show("gets para") { r.gets("") }
show("gets para 2") { r.gets("") }
show("readlines") { r.readlines }
show("eof") { [r.eof?, r.eof, r.read, r.read(1), r.gets, r.getc] }
show("readline eof") { r.readline }
show("readchar eof") { r.readchar }
show("unused") { r.unused }
show("crc") { r.crc == Zlib.crc32("hello\nx1a\nb\nc\n3\np1nil00042\nAB\n\n\npara two\n\nlast") }
show("rewind") { r.rewind }
show("after rewind") { [r.pos, r.lineno, r.read(5)] }
show("each_byte") { a = []; r.each_byte { |b| a << b; break if a.size > 3 }; a }
show("each") { r.rewind; a = []; v = r.each { |l| a << l }; [v.equal?(r), a.size] }
show("lineno=") { r.rewind; r.lineno = 10; r.gets; r.lineno }
show("to_io") { r.to_io.class }
show("finish") { r.finish.class }
show("closed") { r.closed? }
show("read closed") { r.read }
show("gets closed") { r.gets }
def reader(str, &blk)
  Zlib::GzipReader.wrap(StringIO.new(str), &blk)
end
lines = "hello world\n" * 3
t = StringIO.new("")
Zlib::GzipWriter.wrap(t) { |g| g.write lines }
t = t.string
show("read -1") { reader(t) { |g| g.read(-1) } }
show("read 0") { reader(t) { |g| g.read(0) } }
show("read 2 args") { reader(t) { |g| g.read(3, "") } }
show("read all") { reader(t) { |g| [g.read, g.read, g.read(1)] } }
show("ungetc first") { reader(t) { |g| g.ungetc(65); [g.pos, g.read(3), g.pos] } }
show("ungetc nil") { reader(t) { |g| g.ungetc(nil) } }
show("gets nil") { reader(t) { |g| g.gets(nil) } }
show("gets multi-char sep") { reader(t) { |g| [g.gets("o w"), g.gets("o w")] } }
show("each_line lineno") { reader(t) { |g| a = []; g.each_line { |l| a << g.lineno }; a } }
show("readlines sep") { reader(t) { |g| g.readlines("o") } }
show("each_byte ret") { reader(t) { |g| g.each_byte { }.class } }
show("each no block") { reader(t) { |g| g.each } }
show("each_byte no block") { reader(t) { |g| g.each_byte } }
show("map") { reader(t) { |g| g.map { |l| l.size } } }
show("tainted") { reader(t) { |g| [g.read(3).tainted?, g.gets.tainted?] } }
show("getc eof") { reader(t) { |g| g.read; g.getc } }
show("pos after read") { reader(t) { |g| g.read(7); g.pos } }
show("rewind after ungetc") { reader(t) { |g| g.read(5); g.ungetc(65); g.rewind; g.read(3) } }
show("wrap value") { x = nil; v = reader(t) { |g| x = g; 42 }; [v, x.closed?] }
show("new no arg") { Zlib::GzipReader.new }
show("no read") { Zlib::GzipReader.new(3) }
show("empty member") { e = StringIO.new(""); Zlib::GzipWriter.wrap(e) { }; reader(e.string) { |g| [g.eof?, g.read, g.read(1), g.gets] } }
show("trailing") { reader(t + "TRAIL") { |g| g.read.size } }
show("unused small") { reader(t) { |g| g.read(2); g.unused } }
big = (1..20000).map { |i| "line #{i}\n" }.join
b = StringIO.new("")
Zlib::GzipWriter.wrap(b) { |g| g.write big }
show("big lines") { reader(b.string) { |g| a = g.readlines; [a.size, a.last, g.lineno] } }
show("big chunks") { reader(b.string) { |g| n = 0; while c = g.read(1000); n += c.size; end; n } }
show("big getc") { reader(b.string) { |g| n = 0; while g.getc; n += 1; end; n } }
