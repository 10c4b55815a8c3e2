# reading after a write whose seek back fails (the descriptor was moved
# with sysseek): 1.8.7's getc-based reads find end of file, read(n) and
# read raise the flush's EINVAL, readpartial reads the descriptor
$stderr.reopen($stdout)
require "helper"
[[:gets], [:getc], [:eof?], [:read], [:read, 2], [:readchar], [:readlines], [:readpartial, 2], [:read, 0]].each do |m|
  File.open("f", "w") { |x| x.print "0123456789\nabcdefghij\nKLMNOP\n" }
  x = File.open("f", "r+")
  x.each_byte { break }
  x.seek(-3, IO::SEEK_END)
  x.write "W"
  x.sysseek(1)
  show(m.inspect) { x.__send__(*m) }
  show("  each_byte") { n = 0; x.each_byte { n += 1 }; n } if m == [:gets]
  show("  close") { x.close }
  show("  file") { File.read("f") }
end
