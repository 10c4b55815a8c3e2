# read with no length asks a regular file's position first (not at end of
# file): output written since 1.8.7's last fflush is fflushed, and glibc's
# sync gives ungetc's byte back (the descriptor moves back over it); at end
# of file nothing is flushed, so syswrite still warns
$stderr.reopen($stdout)
require "helper"
def fresh
  File.open("f", "w") { |x| x.print "0123456789\nabcdefghij\nKLMNOP\n" }
end
%w(r+ w+ a+).each do |mode|
  fresh
  File.open("f", mode) do |x|
    x.print "ab"
    show("#{mode} getc") { x.getc }
    show("#{mode} ungetc") { x.ungetc(?Z) }
    show("#{mode} read") { x.read }
  end
  fresh
  File.open("f", mode) do |x|
    x.print "W" * 50
    show("#{mode} getc at end") { x.getc }
    show("#{mode} read at end") { x.read }
    show("#{mode} syswrite") { x.syswrite("S") }
  end
end
