# a write after a read: 1.8.7's stdio seeks the descriptor back over the
# read-ahead only when it flushes the write, so a sysread before that reads
# where the read-ahead left it; a seek back that fails then (the descriptor
# moved with sysseek) fails the flush (EINVAL) and keeps the output
require "helper"
def fresh
  File.open("f", "w") { |x| x.print "0123456789\nabcdefghij\nKLMNOP\n" }
end
fresh
File.open("f", "r+") do |x|
  x.pos = 4
  show("readchar") { x.readchar }
  show("putc") { x.putc ?c }
  show("sysread") { x.sysread(2) }
end
show("file") { File.read("f") }
fresh
x = File.open("f", "r+")
x.lineno
x.pos = 4
x.putc ?c
$stderr.reopen($stdout)
show("sysseek") { x.sysseek(1) }
show("pos") { x.pos }
show("flush") { x.flush }
show("sysseek back") { x.sysseek(30) }
show("flush again") { x.flush }
x.close
show("file") { File.read("f") }
fresh
show("block close") { File.open("f", "r+") { |y| y.lineno; y.pos = 4; y.putc ?c; y.sysseek(1); :done } }
show("file") { File.read("f") }
fresh
x = File.open("f", "r+")
x.lineno; x.pos = 4; x.putc ?c; x.sysseek(1)
show("close") { x.close }
show("closed?") { x.closed? }
show("file") { File.read("f") }
