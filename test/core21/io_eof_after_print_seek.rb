# print on an "r+" File, then eof? (which reads), then pos=: 1.8.7's fflush
# before the seek gives the read-ahead back, so sysread may follow
require "helper"
File.open("f", "w") { |x| x.print "hello world\nline2\n" }
File.open("f", "r+") do |x|
  x.print "HE"
  show("eof?") { x.eof? }
  show("pos") { x.pos }
  x.pos = 5
  show("sysread") { x.sysread(3) }
  show("pos after") { x.pos }
end
show("file") { File.read("f") }
File.open("f", "r+") do |x|
  x.print "ab"
  show("eof? 2") { x.eof? }
  x.seek(1, IO::SEEK_CUR)
  show("sysseek") { x.sysseek(0, IO::SEEK_CUR) }
  show("read") { x.read(3) }
end
