# dup of a read-only stream seeks the original to its position (fseek),
# which clears its end-of-file flag: read(0) answers "" again
require "helper"
File.open("f", "w") { |x| x.print "0123456789\nabcdefghij\nKLMNOP\n" }
x = File.open("f")
show("read") { x.read }
show("read(0) at end") { x.read(0) }
y = x.dup
show("read(0) after dup") { x.read(0) }
show("getc") { x.getc }
show("read(0) again") { x.read(0) }
show("dup read") { y.read(2) }
x.close; y.close
# a stream that writes too is only flushed: the flag stays
x = File.open("f", "r+")
x.read
y = x.dup
show("r+ read(0) after dup") { x.read(0) }
x.close; y.close
