# dup of a stream opened for writing: 1.8.7 fflushes the original first
# (glibc's sync forgets its offset and gives back the read-ahead), then
# asks its position: the copy starts where the shared descriptor is
require "helper"
def t(label)
  File.open("f", "w") { |x| x.print "0123456789\nabcdefghij\nKLMNOP\n" }
  File.open("f", "r+") do |x|
    r = begin; yield x; rescue => e; e; end
    puts "#{label}: #{r.inspect}"
  end
end
t("pos=, dup twice") { |x| x.pos = 4; [x.dup.read(2), x.dup.read(2)] }
t("read, pos=, dup twice") { |x| x.read; x.pos = 4; [x.dup.read(2), x.dup.read(2)] }
t("truncated") { |x| x.read; x.truncate(5); x.pos = 4; d = x.dup; [d.pos, d.read(2), x.pos, x.read(2)] }
t("read(3)") { |x| x.read(3); d = x.dup; [d.pos, d.read(2), x.pos, x.read(2)] }
t("ungetc") { |x| x.getc; x.ungetc(?Q); d = x.dup; [d.pos, d.read(2), x.pos, x.read(2)] }
t("after sysread") { |x| x.gets(""); x.read; x.seek(-3, IO::SEEK_END); x.sysread(2); x.dup.read(2) }
t("after syswrite") { |x| x.sysseek(1); x.seek(2, IO::SEEK_CUR); x.read(3); x.each_byte { break }; x.syswrite("S"); x.dup.read(2) }
t("ungetc at start") { |x| x.lineno; x.ungetc(?Q); [(x.dup rescue $!), x.read(3)] }
t("read only") { |x| y = File.open("f"); y.pos = 4; [y.dup.read(2), y.dup.read(2)] }
