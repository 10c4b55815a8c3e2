# preset dictionaries, sync and sync_point?
require "helper"
require "zlib"
dd = Zlib::Deflate.new
show("deflate set_dictionary") { dd.set_dictionary("hello") }
x = dd.deflate("hello hello", Zlib::FINISH)
dd.close
show("compressed") { x }
ii = Zlib::Inflate.new
show("need dict") { ii.inflate(x) }
show("pending") { [ii.avail_in, ii.total_in] }
show("inflate set_dictionary") { ii.set_dictionary("hello") }
show("inflate empty") { ii.inflate("") }
show("inflate nil") { ii.inflate(nil) }
show("finished") { ii.finished? }
ii.close
ii = Zlib::Inflate.new
show("need dict 2") { ii.inflate(x) }
ii.set_dictionary("hello")
show("flush_next_in") { ii.flush_next_in }
ii.close
ii = Zlib::Inflate.new
show("need dict 3") { ii.inflate(x) }
ii.set_dictionary("hello")
show("finish") { ii.finish }
ii.close
ii = Zlib::Inflate.new
show("in pieces") { [ii.inflate(x[0, 3]), (ii.inflate(x[3, 3]) rescue $!.class)] }
ii.set_dictionary("hello")
show("rest") { ii.inflate(x[6..-1]) }
ii.close
show("wrong dict") { j = Zlib::Inflate.new; (j.inflate(x) rescue nil); begin; j.set_dictionary("bye"); ensure; j.close; end }
show("dict after data") { d = Zlib::Deflate.new; d << "x"; begin; d.set_dictionary("hello"); ensure; d.close; end }
show("inflate dict first") { j = Zlib::Inflate.new; begin; j.set_dictionary("x"); ensure; j.close; end }
show("dict 3") { d = Zlib::Deflate.new; begin; d.set_dictionary(3); ensure; d.close; end }
show("sync_point?") { j = Zlib::Inflate.new; [j.sync_point?, j.close] }
show("sync none") { j = Zlib::Inflate.new; [j.sync("xxx"), j.avail_in, j.close] }
show("sync nil") { j = Zlib::Inflate.new; begin; j.sync(nil); ensure; j.close; end }
d = Zlib::Deflate.new
a = d.deflate("aaaa", Zlib::FULL_FLUSH)
b = d.deflate("bbbb", Zlib::FINISH)
d.close
show("full flush parts") { [a, b] }
ii = Zlib::Inflate.new
show("sync found") { [ii.sync(a[2..-1] + b), ii.avail_in, ii.sync_point?] }
ii.close
show("closed sync") { j = Zlib::Inflate.new; j.close; j.sync("") }
