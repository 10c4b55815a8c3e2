# What zlib allocates for a stream (256 KB for a deflate one) counts toward
# the next collection: streams a program leaves to the GC (no close) are
# collected, instead of piling up (1,000 Deflate.new held 85 MB).
require "zlib"
require "resident"
def grows_by(n)
  20.times { yield }   # warm-up
  GC.start
  before = rss
  n.times { yield }
  rss - before   # no GC.start: what the loop leaves for the GC counts
end
p grows_by(1000) { z = Zlib::Deflate.new; z.deflate("abc" * 10, Zlib::FINISH).size } < 24576
p grows_by(1000) { z = Zlib::Inflate.new; z.inflate(Zlib::Deflate.deflate("abc")) } < 24576
p Zlib::Inflate.inflate(Zlib::Deflate.new(9, -15).deflate("x", Zlib::FINISH)) rescue p $!.class
