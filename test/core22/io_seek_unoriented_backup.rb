# glibc's fseek frees the backup area (ungetc) only once the stream has its
# byte orientation (a refill or a write): before, under 1.8.7, a relative
# seek counts only the pushed-back bytes, the main get area is forgotten
$stderr.reopen($stdout)
require "helper"
def fresh
  File.open("f", "w") { |x| x.print "0123456789\nabcdefghij\nKLMNOP\n" }
end
# pos= reads only up to its target (no refill): no orientation yet
[1, 2, 3].each do |at|
  fresh
  File.open("f", "r+") do |x|
    x.pos = 4; x.read(0); x.seek(at); x.ungetc(?Q)
    show("pos #{at}") { x.pos }
    x.seek(0, IO::SEEK_CUR)
    show("after seek #{at}") { [x.pos, x.read(3)] }
  end
end
[-1, 1].each do |off|
  fresh
  File.open("f", "r+") do |x|
    x.pos = 4; x.read(0); x.seek(1); x.ungetc(?Q); x.seek(off, IO::SEEK_CUR)
    show("seek cur #{off}") { [x.pos, x.read(3)] }
  end
end
fresh
File.open("f", "r+") do |x|
  x.pos = 4; x.read(0); x.rewind; x.seek(2, IO::SEEK_CUR); x.ungetc(?Q)
  x.truncate(5)
  show("truncate read") { x.read }
end
fresh
File.open("f", "r+") do |x|
  x.pos = 4; x.read(0); x.seek(2); x.ungetc(?Q); x.flush
  show("flush") { [x.pos, x.read(3)] }
end
fresh
File.open("f", "r+") do |x|
  x.pos = 4; x.read(0); x.seek(2); x.ungetc(?Q); x.fsync
  show("fsync") { x.pos }
  x.seek(0, IO::SEEK_CUR)
  show("fsync seek") { [x.pos, x.read(3)] }
end
fresh
File.open("f", "r+") do |x|
  x.pos = 4; x.read(0); x.seek(2); x.ungetc(?Q); x.print "Z"; x.seek(0)
  show("write") { x.read(6) }
end
# a refill gives the orientation: the main get area counts again
fresh
File.open("f", "r+") do |x|
  x.read(1); x.seek(2); x.ungetc(?Q); x.flush
  show("oriented") { [x.pos, x.read(3)] }
end
