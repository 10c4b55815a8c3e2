$stderr.reopen($stdout)
# a write after ungetc: 1.8.7's seek before the write frees stdio's backup
# area even when the seek fails, so the write lands where the main buffer
# began; in append mode a later read finds the end of file
require "helper"
def fresh
  File.open("f", "w") { |x| x.print "0123456789\nabcdefghij\nKLMNOP\n" }
end
fresh
File.open("f", "r+") do |x|
  show("readchar") { x.readchar }
  x.ungetc(?Q); x.ungetc(?Q)
  show("tell") { x.tell }
  show("putc") { x.putc ?c }
end
show("file") { File.read("f") }
fresh
File.open("f", "a+") do |x|
  show("eof?") { x.eof? }
  show("ungetc") { x.ungetc(?Q) }
  x.print "PR"
  show("read") { x.read }
end
show("file") { File.read("f") }
