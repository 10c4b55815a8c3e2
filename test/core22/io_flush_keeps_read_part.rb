# IO#flush is fflush(3) after 1.8.7's seek: glibc's sync keeps the bytes
# already read in its get area, so a later seek outside the buffer reads a
# whole buffer (sysread then refuses); a seek after ungetc asks whether the
# main get area was empty before our buffer is given back its old bytes
$stderr.reopen($stdout)
require "helper"
def fresh
  File.open("f", "w") { |x| x.print "0123456789\nabcdefghij\nKLMNOP\n" }
end
%w(r+ a+).each do |mode|
  fresh
  File.open("f", mode) do |x|
    x.seek(-3, IO::SEEK_END)
    show("#{mode} getc") { x.getc }
    show("#{mode} flush") { x.flush.class }
    x.pos = 4
    show("#{mode} sysread") { x.sysread(2) }
  end
  fresh
  File.open("f", mode) do |x|
    x.getc; x.flush; x.pos = 4
    show("#{mode} sysread after getc") { x.sysread(2) }
  end
end
fresh
File.open("f") do |x|
  x.read(5000)
  x.seek(-3, IO::SEEK_END)
  x.ungetc(?Q)
  x.seek(2, IO::SEEK_CUR)
  show("sysread after ungetc") { x.sysread(2) }
end
