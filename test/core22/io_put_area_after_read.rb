# glibc's put area begins where reading got to in its buffer: a write
# after a seek that read up to its target fills only the rest of the
# buffer before flushing; a write too big for it sends whole buffer sizes
# first (which puts the area back at the buffer's base)
$stderr.reopen($stdout)
require "helper"
def fresh
  File.open("f", "w") { |x| x.print "0123456789\nabcdefghij\nKLMNOP\n" }
end
[["xy", 5000], [nil, 5000], [nil, 9000], [nil, 4095], ["W" * 4090, 10], ["W" * 5000, 4000], ["W" * 4000, 4000]].each do |first, n|
  %w(r+ a+).each do |mode|
    fresh
    File.open("f", mode) do |x|
      x.seek(10)
      x.print first if first
      x.print "W" * n
      show("#{mode} #{first && first.size} #{n}") { x.sysseek(0, IO::SEEK_CUR) }
    end
    show("#{mode} size") { File.size("f") }
  end
end
