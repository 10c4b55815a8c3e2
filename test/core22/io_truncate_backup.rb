# File#truncate is fflush and fseek(0, SEEK_CUR) in 1.8.7: the flush gives
# back only the pushed-back bytes (its failure ignored), the seek then frees
# the backup area even when it fails
$stderr.reopen($stdout)
require "helper"
def fresh
  File.open("f", "w") { |x| x.print "0123456789\nabcdefghij\nKLMNOP\n" }
end
fresh
File.open("f", "r+") do |x|
  x.pos = 1; x.read(0); x.ungetc(?Q); x.ungetc(?R)
  show("truncate") { x.truncate(5) }
  show("pos") { x.pos }
  show("read") { x.read }
end
fresh
File.open("f", "r+") do |x|
  x.getc; x.ungetc(?Q); x.ungetc(?R)
  show("truncate") { x.truncate(5) }
  show("pos") { x.pos }
  show("read") { x.read }
end
fresh
File.open("f", "r+") do |x|
  x.read(3); x.ungetc(?Q); x.print "A"
  show("truncate") { x.truncate(5) }
  show("pos") { [x.pos, x.read] }
end
show("file") { File.read("f") }
