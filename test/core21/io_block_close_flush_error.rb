$stderr.reopen($stdout)
# File.open { } closes without raising when flushing fails (1.8.7); an
# explicit close raises
require "helper"
File.open("f", "w") { |x| x.print "0123456789\n" }
show("block") { File.open("f", "r+") { |x| x.lineno; x.pos = 4; x.putc ?c; x.sysseek(1); 5 } }
show("io block") { IO.open(IO.sysopen("f", "r+"), "r+") { |x| x.lineno; x.pos = 4; x.putc ?c; x.sysseek(1); 6 } }
show("raise inside") { File.open("f", "r+") { |x| x.lineno; x.pos = 4; x.putc ?c; x.sysseek(1); raise "inner" } }
show("close inside") { File.open("f", "r+") { |x| x.lineno; x.pos = 4; x.putc ?c; x.sysseek(1); x.close } }
show("file") { File.read("f") }
