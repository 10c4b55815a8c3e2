# Zlib::GzipWriter over a StringIO: header fields, the IO-like writers,
# sync and flush, what close and finish leave
require "helper"
require "zlib"
require "stringio"
io = StringIO.new("")
gz = Zlib::GzipWriter.new(io)
show("fields") { [gz.level, gz.os_code, gz.mtime.to_i, gz.orig_name, gz.comment, gz.sync, gz.crc, gz.pos, gz.closed?] }
show("mtime=") { gz.mtime = Time.at(1000); gz.mtime.to_i }
show("orig_name=") { gz.orig_name = "foo.txt"; gz.orig_name }
show("comment=") { gz.comment = "a comment"; gz.comment }
show("write") { gz.write("hello\n") }
show("header written") { io.string.size }
show("<<") { (gz << "x" << 1).class }
show("puts") { gz.puts("a", ["b", "c"], 3) }
show("print") { gz.print("p", 1, nil) }
show("printf") { gz.printf("%05d\n", 42) }
show("putc") { gz.putc(65) }
show("putc string") { gz.putc("BC") }
show("pos") { [gz.pos, gz.tell, gz.crc] }
show("mtime= late") { gz.mtime = 5 }
show("comment= late") { gz.comment = "x" }
show("orig_name= late") { gz.orig_name = "x" }
show("flush") { gz.flush.class }
show("to_io") { gz.to_io.equal?(io) }
show("sync=") { gz.sync = true; gz.sync }
show("write synced") { gz.write("after sync") }
show("close") { gz.close.equal?(io) }
show("closed") { gz.closed? }
show("io closed") { io.closed? }
show("write closed") { gz.write("x") }
show("close closed") { gz.close }
show("level closed") { gz.level }
show("mtime closed") { gz.mtime }
show("sync closed") { gz.sync }
s = io.string
show("header") { s[0, 10].unpack("C*") }
show("names") { s[10, 18] }
show("size") { s.size }
show("footer") { s[-8, 8].unpack("VV") }
show("data") { Zlib::GzipReader.wrap(StringIO.new(s)) { |r| r.read } }
def written(*args)
  sio = StringIO.new("")
  g = Zlib::GzipWriter.new(sio, *args)
  yield g if block_given?
  g.close
  sio.string
end
show("level 9 xfl") { written(9)[8] }
show("level 1 xfl") { written(1)[8] }
show("level 0 xfl") { written(0) { |g| g.write "a" }[8] }
show("huffman") { written(9, Zlib::HUFFMAN_ONLY) { |g| g.write "x" * 100 }.size }
show("bad level") { Zlib::GzipWriter.new(StringIO.new(""), 20) }
show("empty") { s = written { |g| g.mtime = 1 }; [s.size, s[10, 10].unpack("C*")] }
show("write 123 nil") { Zlib::GzipReader.wrap(StringIO.new(written { |g| g.write(123); g.write(nil) })) { |r| r.read } }
show("returns") { r = nil; written { |g| r = [g.write(""), g.write("abc"), g.puts("x"), g.print("y"), g.printf("z"), g.putc(?a)] }; r }
show("print $_ $, $\\") { Zlib::GzipReader.wrap(StringIO.new(written { |g| $_ = "dollar"; g.print; $, = "-"; $\ = "!\n"; g.print "a", "b"; $, = nil; $\ = nil })) { |r| r.read } }
show("puts forms") { Zlib::GzipReader.wrap(StringIO.new(written { |g| g.puts; g.puts "x\n"; g.puts []; g.puts nil })) { |r| r.read } }
show("mtime= int") { Zlib::GzipReader.wrap(StringIO.new(written { |g| g.mtime = 77 })) { |r| r.mtime.to_i } }
show("mtime= str") { written { |g| begin; g.mtime = "x"; rescue ArgumentError => e; e.message; end } ; "closed" }
show("mtime default is now") { Zlib::GzipReader.wrap(StringIO.new(written { |g| g.write "x" })) { |r| (Time.now - r.mtime).abs < 100 } }
show("orig_name nul") { Zlib::GzipReader.wrap(StringIO.new(written { |g| g.orig_name = "a\0b" })) { |r| r.orig_name } }
show("no sync") { sio = StringIO.new(""); g = Zlib::GzipWriter.new(sio); g.write("abc"); a = sio.string.size; g.close; a }
show("sync") { sio = StringIO.new(""); g = Zlib::GzipWriter.new(sio); g.sync = true; g.write("abc"); a = sio.string.size; g.close; a }
show("flush size") { sio = StringIO.new(""); g = Zlib::GzipWriter.new(sio); g.write("abc"); g.flush; a = sio.string.size; g.close; a }
show("flush modes") { sio = StringIO.new(""); g = Zlib::GzipWriter.new(sio); g.write "abc"; g.flush(Zlib::FULL_FLUSH); a = sio.string.size; g.flush(Zlib::NO_FLUSH); g.close; a }
show("finish") { sio = StringIO.new(""); g = Zlib::GzipWriter.new(sio); g.write "x"; v = g.finish; [v.equal?(sio), sio.closed?, g.closed?] }
show("wrap") { sio = StringIO.new(""); Zlib::GzipWriter.wrap(sio) { |g| g.write "x" }; [sio.string.size, sio.closed?] }
show("wrap value") { Zlib::GzipWriter.wrap(StringIO.new("")) { |g| 42 } }
show("wrap finish inside") { sio = StringIO.new(""); Zlib::GzipWriter.wrap(sio) { |g| g.write "x"; g.finish }; sio.closed? }
show("wrap raise") { sio = StringIO.new(""); begin; Zlib::GzipWriter.wrap(sio) { |g| raise "boom" }; rescue => e; [e.message, sio.closed?, sio.string.size]; end }
show("no write") { o = Object.new; g = Zlib::GzipWriter.new(o); r = (g.write("x") rescue $!); def o.write(s) s.size end; g.close; r.class }
show("new no arg") { Zlib::GzipWriter.new }
show("GzipFile.new") { Zlib::GzipFile.new }
show("GzipFile.wrap") { Zlib::GzipFile.wrap(StringIO.new("")) }
