# Zlib::Inflate: streaming input, what follows the stream end, errors
require "helper"
require "zlib"
z = Zlib::Deflate.deflate("hello world" * 5)
i = Zlib::Inflate.new
show("part") { i.inflate(z[0, 5]) }
show("state") { [i.avail_in, i.avail_out, i.total_in, i.total_out, i.finished?] }
show("rest + tail") { i.inflate(z[5..-1] + "tail") }
show("after") { [i.avail_in, i.total_in, i.total_out, i.finished?, i.adler] }
show("flush_next_in") { i.flush_next_in }
show("inflate after end") { i.inflate("zzz") }
show("flush_next_out") { i.flush_next_out }
show("inflate nil after end") { i.inflate(nil) }
show("finish") { i.finish }
show("<< after end") { (i << "x").class }
show("finish again") { i.finish }
show("close") { i.close }
show("closed inflate") { i.inflate("x") }
i = Zlib::Inflate.new
show("<< in parts") { i << z[0, 10]; i << z[10..-1]; [i.finished?, i.flush_next_out] }
i.close
i = Zlib::Inflate.new
show("<< with tail") { i << z + "tail"; [i.avail_in, i.flush_next_in] }
show("finish with tail") { i.finish }
i.close
i = Zlib::Inflate.new
show("inflate then finish") { [i.inflate(z + "tail"), i.finish, i.finish] }
i.close
show("partial << out") { j = Zlib::Inflate.new; j << z[0, 10]; [j.avail_in, j.flush_next_out, j.close] }
show("finish unfinished") { j = Zlib::Inflate.new; j << z[0, 5]; begin; j.finish; ensure; j.close; end }
show("close unfinished") { j = Zlib::Inflate.new; j << z[0, 5]; j.close }
show("inflate empty") { j = Zlib::Inflate.new; [j.inflate(""), j.total_in, j.close] }
show("inflate nil fresh") { j = Zlib::Inflate.new; begin; j.inflate(nil); ensure; j.close; end }
show("inflate 3") { j = Zlib::Inflate.new; begin; j.inflate(3); ensure; j.close; end }
show("wbits 3") { Zlib::Inflate.new(3) }
show("wbits string") { Zlib::Inflate.new("x") }
show("raw") { d = Zlib::Deflate.new(6, -15); x = d.deflate("raw!", Zlib::FINISH); d.close; j = Zlib::Inflate.new(-15); [j.inflate(x), j.finished?, j.close] }
show("auto gzip") { d = Zlib::Deflate.new(6, 31); x = d.deflate("gz", Zlib::FINISH); d.close; j = Zlib::Inflate.new(47); [j.inflate(x), j.close] }
show("reset") { j = Zlib::Inflate.new; j.inflate(z); j.reset; [j.finished?, j.inflate(z).size, j.close] }
show("Inflate.inflate") { Zlib::Inflate.inflate(Zlib::Deflate.deflate("hello")) }
show("garbage") { Zlib::Inflate.inflate("garbage") }
show("truncated") { Zlib::Inflate.inflate(Zlib::Deflate.deflate("hello" * 100)[0, 10]) }
show("empty") { Zlib::Inflate.inflate("") }
show("extra after") { Zlib::Inflate.inflate(Zlib::Deflate.deflate("hello") + "extra") }
show("bad check") { s = Zlib::Deflate.deflate("hello"); s[-1] = (s[-1] ^ 1).chr; Zlib::Inflate.inflate(s) }
show("bad data") { s = Zlib::Deflate.deflate("hello" * 20); s[4, 3] = "\xff\xff\xff"; Zlib::Inflate.inflate(s) }
show("nil") { Zlib::Inflate.inflate(nil) }
show("tainted") { [Zlib::Inflate.inflate(z).tainted?, Zlib::Inflate.inflate(z.dup.taint).tainted?] }
big = (0...200_000).map { |n| (n * 7 % 256).chr }.join
show("big round trip") { Zlib::Inflate.inflate(Zlib::Deflate.deflate(big)) == big }
show("byte by byte") { j = Zlib::Inflate.new; out = ""; x = Zlib::Deflate.deflate(big[0, 5000]); x.each_byte { |b| out << j.inflate(b.chr) }; [out == big[0, 5000], j.finished?, j.close] }
# what follows the stream end, or an error, beyond the first chunk of a run
show("long tail") { j = Zlib::Inflate.new; r = [j.inflate(z + "x" * 600_000).size, j.flush_next_out.size]; j.close; r }
show("long tail <<") { j = Zlib::Inflate.new; j << z + "y" * 300_000; r = j.finish.size; j.close; r }
show("long bad data") { j = Zlib::Inflate.new; r = (j.inflate("\x78\x9c" + "\xff" * 600_000) rescue $!); a = j.avail_in; j.close; [r, a] }
