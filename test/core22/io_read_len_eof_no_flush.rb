# read(len) asks stdio's end-of-file flag before anything else under 1.8.7:
# output written after a read met the end is not flushed by it (only the
# whole buffers fwrite put out reach the file)
$stderr.reopen($stdout)
require "helper"
def fresh
  File.open("f", "w") { |x| x.print "0123456789\nabcdefghij\nKLMNOP\n" }
end
%w(w+ r+ a+).each do |mode|
  fresh
  File.open("f", mode) do |x|
    x.read
    x.print "W" * 5000
    b = "xyz"
    show("#{mode} read(3)") { x.read(3, b) }
    show("#{mode} buffer") { b }
    show("#{mode} sysseek") { x.sysseek(0, IO::SEEK_CUR) }
  end
  show("#{mode} size") { File.size("f") }
end
fresh
File.open("f", "w+") do |x|
  x.getc
  x.print "W" * 50
  show("small read(3)") { x.read(3) }
  show("small sysseek") { x.sysseek(0, IO::SEEK_CUR) }
end
