# IO#flush under 1.8.7 is a seek to the current position (result ignored)
# then fflush: on a stream glibc never refilled, that seek keeps ungetc's
# backup area, and fflush's seek back over it fails before the start of
# the file (EINVAL, the pushback stays); before stdio has a buffer the seek
# frees the pushback, and flush succeeds
$stderr.reopen($stdout)
require "helper"
def fresh
  File.open("f", "w") { |x| x.print "0123456789\nabcdefghij\nKLMNOP\n" }
end
%w(r+ a+).each do |mode|
  fresh
  File.open("f", mode) do |x|
    x.rewind; x.read(0); x.ungetc(?Q)
    show("#{mode} flush") { x.flush }
    show("#{mode} pos") { x.pos }
  end
  fresh
  File.open("f", mode) do |x|
    x.read(0); x.ungetc(?Q)
    show("#{mode} unbuffered flush") { x.flush.class }
    show("#{mode} unbuffered pos") { [x.pos, x.read(3)] }
  end
  fresh
  File.open("f", mode) do |x|
    x.pos = 2; x.read(0); x.ungetc(?Q)
    show("#{mode} flush at 2") { x.flush.class }
    show("#{mode} pos at 2") { [x.pos, x.read(3)] }
  end
end
