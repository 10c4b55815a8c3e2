# write_nonblock writes past buffered output (1.8.7 does not flush first);
# a sync write is 1.8.7's fflush: syswrite/sysseek stop warning
$stderr.reopen($stdout)
require "helper"
def fresh
  File.open("f", "w") { |x| x.print "0123456789\nabcdefghij\nKLMNOP\n" }
end
fresh
File.open("f", "r+") do |x|
  x.print "ab"
  show("write_nonblock") { x.write_nonblock("c") }
  show("sysseek") { x.sysseek(0, IO::SEEK_CUR) }
end
show("file") { File.read("f")[0, 6] }
fresh
File.open("f", "r+") do |x|
  x.read(2); x.print "ab"; x.write_nonblock "c"
end
show("after read") { File.read("f")[0, 6] }
fresh
File.open("f", "r+") do |x|
  x.print "ab"; x.sync = true; x.print "cd"
  show("syswrite") { x.syswrite("S") }
end
show("sync write") { File.read("f")[0, 6] }
fresh
File.open("f", "r+") do |x|
  x.print "ab"; x.sync = true; x.print ""
  show("empty sync write") { x.syswrite("S") }
end
fresh
File.open("f", "r+") do |x|
  x.print "ab"; x.sync = true; x.putc ?c
  show("putc sysseek") { x.sysseek(0, IO::SEEK_CUR) }
end
