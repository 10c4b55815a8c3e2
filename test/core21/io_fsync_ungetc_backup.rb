# fsync after ungetc of another byte: 1.8.7's fflush gives back only the
# pushed bytes (glibc's backup area) and reading goes on after the getc;
# IO#flush seeks first, so it goes back to where the ungetc left it
require "helper"
def t(label)
  File.open("f", "w") { |x| x.print "HEllo world\nline2\n" }
  File.open("f", "r+") do |x|
    r = begin; yield x; rescue => e; e; end
    puts "#{label}: #{r.inspect} pos=#{(x.pos rescue $!).inspect} rest=#{(x.read(4) rescue $!).inspect}"
    x.print "Z"
  end
  p File.read("f")
end
t("same") { |x| c = x.getc; x.ungetc(c); x.fsync }
t("other") { |x| c = x.getc; x.ungetc(c + 1); x.fsync }
t("two") { |x| c = x.getc; x.ungetc(c + 1); x.ungetc(c + 2); x.fsync }
t("two, one read") { |x| c = x.getc; x.ungetc(c + 1); x.ungetc(c + 2); x.getc; x.fsync }
t("after read(3)") { |x| x.read(3); x.ungetc(65); x.fsync; [x.getc, x.pos] }
t("flush") { |x| c = x.getc; x.ungetc(c + 1); x.flush }
t("sysseek") { |x| c = x.getc; x.ungetc(c + 1); x.fsync; x.sysseek(0, IO::SEEK_CUR) }
t("sysread") { |x| c = x.getc; x.ungetc(c + 1); x.fsync; x.sysread(2) }
t("gets") { |x| x.gets; x.ungetc(?Q); x.fsync; x.gets }
t("eof?") { |x| c = x.getc; x.ungetc(c + 1); x.fsync; x.eof? }
t("pos, read") { |x| c = x.getc; x.ungetc(c + 1); x.fsync; [x.pos, x.read(1), x.pos] }
