# Zlib::Deflate: flush modes, finish, the state after each step, errors
require "helper"
require "zlib"
d = Zlib::Deflate.new
show("fresh") { [d.avail_in, d.avail_out, d.total_in, d.total_out, d.adler, d.data_type, d.finished?, d.closed?] }
show("deflate") { d.deflate("hello" * 10) }
show("state") { [d.avail_in, d.avail_out, d.total_in, d.total_out, d.adler] }
show("<<") { (d << "abc").class }
show("flush") { d.flush }
show("flush NO_FLUSH") { d.flush(Zlib::NO_FLUSH) }
show("flush FULL") { d.flush(Zlib::FULL_FLUSH) }
show("deflate SYNC") { d.deflate("x", Zlib::SYNC_FLUSH) }
show("finish") { d.finish }
show("finished") { [d.finished?, d.stream_end?, d.total_in, d.total_out, d.adler] }
show("deflate after finish") { d.deflate("more") }
show("finish again") { d.finish }
show("close") { d.close }
show("closed") { [d.closed?, d.ended?] }
show("deflate closed") { d.deflate("x") }
show("avail_in closed") { d.avail_in }
show("avail_out closed") { d.avail_out }
show("total_out closed") { d.total_out }
show("close closed") { d.close }
show("finish closed") { d.finish }
show("flush closed") { d.flush }
show("reset closed") { d.reset }
show("params closed") { d.params(1, 1) }
show("flush_next_in closed") { d.flush_next_in }
show("flush_next_out closed") { d.flush_next_out }
show("level 10") { Zlib::Deflate.new(10) }
show("wbits 3") { Zlib::Deflate.new(1, 3) }
show("memlevel 10") { Zlib::Deflate.new(1, 15, 10) }
show("strategy 9") { Zlib::Deflate.new(1, 15, 8, 9) }
show("level string") { Zlib::Deflate.new("1") }
show("level float") { Zlib::Deflate.new(1.0) }
show("nil level") { z = Zlib::Deflate.new(nil); [z.deflate("a", Zlib::FINISH), z.close] }
show("deflate nil") { z = Zlib::Deflate.new; [z.deflate(nil), z.finished?, z.close] }
show("deflate empty") { z = Zlib::Deflate.new; [z.deflate(""), z.deflate("", Zlib::SYNC_FLUSH), z.deflate("", Zlib::FINISH), z.close] }
show("deflate 3") { z = Zlib::Deflate.new; begin; z.deflate(3); ensure; z.close; end }
show("deflate bad flush") { z = Zlib::Deflate.new; begin; z.deflate("a", 99); ensure; z.close; end }
show("text data_type") { z = Zlib::Deflate.new; z.deflate("hello world text " * 20, Zlib::FINISH); [z.data_type, z.close] }
show("binary data_type") { z = Zlib::Deflate.new; z.deflate("\0\1\2\3\4" * 20, Zlib::FINISH); [z.data_type, z.close] }
show("raw") { z = Zlib::Deflate.new(6, -15); [z.deflate("raw!", Zlib::FINISH), z.close] }
show("gzip wbits") { z = Zlib::Deflate.new(6, 31); x = z.deflate("gz", Zlib::FINISH); z.close; x[0, 3].unpack("C*") }
show("params") { z = Zlib::Deflate.new; z << "abc" * 100; r = z.params(9, Zlib::FILTERED); x = z.finish; z.close; [r, Zlib::Inflate.inflate(x).size] }
show("params bad") { z = Zlib::Deflate.new; begin; z.params(99, 0); ensure; z.close; end }
show("reset") { z = Zlib::Deflate.new; z << "abc"; r = z.reset; [r, z.total_in, z.finish, z.close] }
show("reset after finish") { z = Zlib::Deflate.new; z << "abc"; a = z.finish; z.reset; [a, z.deflate("abc", Zlib::FINISH), z.finished?, z.close] }
show("dup") { z = Zlib::Deflate.new; z << "abc"; e = z.dup; [z.finish.size > 0, e.closed?, e.total_in, z.close, e.close] }
show("copy of closed") { z = Zlib::Deflate.new; z.close; y = Zlib::Deflate.new; begin; y.send(:initialize_copy, z); ensure; y.close; end }
show("avail_out=") { z = Zlib::Deflate.new; z.avail_out = 100; a = z.avail_out; z.close; a }
show("flush_next_out") { z = Zlib::Deflate.new; z << "abc"; z.flush(Zlib::SYNC_FLUSH); [z.flush_next_out, z.flush_next_in, z.close] }
show("ZStream.new") { Zlib::ZStream.new }
show("Deflate.deflate") { Zlib::Deflate.deflate("hello") }
show("Deflate.deflate 9") { Zlib::Deflate.deflate("hello", 9) }
show("Deflate.deflate 0") { Zlib::Deflate.deflate("hello", 0) }
show("Deflate.deflate 11") { Zlib::Deflate.deflate("hello", 11) }
show("Deflate.deflate nil") { Zlib::Deflate.deflate(nil) }
show("Deflate.deflate 3") { Zlib::Deflate.deflate(3) }
show("tainted") { [Zlib::Deflate.deflate("a").tainted?, Zlib::Deflate.deflate("a".taint).tainted?] }
data = "the quick brown fox jumps over the lazy dog " * 40
show("levels") { (0..9).map { |l| Zlib::Deflate.deflate(data, l).size } }
show("strategies") { [Zlib::FILTERED, Zlib::HUFFMAN_ONLY, Zlib::DEFAULT_STRATEGY].map { |s| z = Zlib::Deflate.new(6, 15, 8, s); x = z.deflate(data, Zlib::FINISH); z.close; x.size } }
show("memlevels") { [1, 9].map { |m| z = Zlib::Deflate.new(6, 15, m); x = z.deflate(data, Zlib::FINISH); z.close; x.size } }
