# What iconv_open mallocs for a descriptor (some 33 KB with glibc) counts
# toward the next collection: Iconvs a program leaves unclosed are
# collected as it adds up (5,000 grew 14.8 MB before; 1.8.7 5 MB).
require "iconv"
require "resident"
def grows_by(n)
  20.times { yield }   # warm-up
  GC.start
  before = rss
  n.times { yield }
  rss - before         # no GC.start: what the loop leaves for the GC counts
end
p grows_by(5000) { Iconv.new("UTF-16LE", "UTF-8").iconv("abc") } < 9216
i = Iconv.new("UTF-8", "ISO-8859-1")
p i.iconv("caf\xe9"), i.close, (i.iconv("x") rescue $!.class)
