$stderr.reopen($stdout)
# 1.8.7's fflush before a seek gives back the unread part of the buffer
# but stdio keeps the bytes already read, so the seek refills a whole
# buffer (sysseek then refuses); after eof? (getc, ungetc) nothing was read
require "helper"
File.open("f", "w") { |x| x.print "0123456789\nabcdefghij\nKLMNOP\n" }
File.open("f", "r+") do |x|
  x.print "PR"
  show("read") { x.read(3) }
  x.pos = 4
  show("sysseek") { x.sysseek(1) }
  show("read 2") { x.read(2) }
end
File.open("f", "r+") do |x|
  x.print "PR"
  show("eof?") { x.eof? }
  x.pos = 4
  show("sysseek") { x.sysseek(1) }
  show("read 2") { x.read(2) }
end
show("file") { File.read("f") }
