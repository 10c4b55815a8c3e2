# a write starts glibc's put area where its get area ended: nothing read
# is kept, so a later seek outside the buffer reads only up to its target
# (exactly) and sysread/sysseek do not call the stream buffered
$stderr.reopen($stdout)
require "helper"
def fresh
  File.open("f", "w") { |x| x.print "0123456789\nabcdefghij\nKLMNOP\n" }
end
fresh
File.open("f", "r+") do |x|
  x.pos = 4
  x.print "xy"
  x.seek(-3, IO::SEEK_END)
  show("sysread") { x.sysread(40) }
end
fresh
File.open("f", "r+") do |x|
  x.pos = 4
  x.print "xy"
  x.seek(-3, IO::SEEK_END)
  show("pos") { x.pos }
  show("sysseek") { x.sysseek(0, IO::SEEK_CUR) }
end
fresh
File.open("f", "a+") do |x|
  x.pos = 4
  x.print "xy"
  x.seek(3)
  show("a+ sysread") { x.sysread(4) }
end
