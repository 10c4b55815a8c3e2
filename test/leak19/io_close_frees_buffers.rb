# A closed stream gives its buffers back at once, as stdio's fclose does:
# a loop that opens, reads and closes (File.open with a block, IO.popen,
# backquotes) must not keep a read buffer per stream until a collection.
require "resident"
def grows_by(n)
  100.times { yield }   # warm-up
  GC.start
  before = rss
  n.times { yield }
  rss - before   # no GC.start: what the loop itself holds counts
end
p grows_by(3000) { File.open("/dev/null") { |f| f.read } } < 4096
p grows_by(300) { IO.popen("true") { |io| io.read } } < 4096
