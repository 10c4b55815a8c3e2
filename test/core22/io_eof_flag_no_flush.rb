# eof? asks feof(3) first under 1.8.7: once a read met the end, output
# written since is not flushed by it (sysseek then sees only what the
# write put out in whole buffers)
$stderr.reopen($stdout)
require "helper"
File.open("f", "w") { |x| x.print "0123456789\nabcdefghij\nKLMNOP\n" }
File.open("f", "r+") do |x|
  show("gets") { x.gets("") }
  x.write("V" * 9000)
  show("eof?") { x.eof? }
  show("sysseek") { x.sysseek(0, IO::SEEK_CUR) }
end
show("size") { File.size("f") }
