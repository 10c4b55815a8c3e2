# ungetc's pushback as 1.8.7's stdio keeps it, mixed with sysread, sysseek,
# pos, seek, eof? and read: where the position is, what sysread/sysseek
# call buffered, where a later seek reads from
File.open("a.txt", "w") { |f| f.write("abcdefghij\nklmno\n\npq\n\n\n\nrs\ntu") }
def t(desc)
  File.open("a.txt") do |f|
    r = begin; yield(f).inspect; rescue Exception; "#{$!.class}: #{$!.message}"; end
    s = begin; f.sysseek(0, IO::SEEK_CUR); rescue Exception; "#{$!.class}"; end
    p = begin; f.pos; rescue Exception; "#{$!.class}"; end
    puts "#{desc}: #{r} sysseek=#{s} pos=#{p} rest=#{f.read.inspect}"
  end
end
# no stdio buffer yet: ungetc's byte is not counted by pos, a seek drops it
t("read0 ungetZ pos") { |f| f.read(0); f.ungetc(?Z); f.pos }
t("sysread1 ungetZ pos") { |f| f.sysread(1); f.ungetc(?Z); f.pos }
t("readpartial ungetZ ungetY pos") { |f| f.readpartial(2); f.ungetc(?Z); f.ungetc(?Y); f.pos }
t("read0 ungetZ seekcur2") { |f| f.read(0); f.ungetc(?Z); f.seek(2, IO::SEEK_CUR) }
t("read0 ungetZ seek1") { |f| f.read(0); f.ungetc(?Z); f.seek(1) }
t("read0 ungetZ getc seek1") { |f| f.read(0); f.ungetc(?Z); f.getc; f.seek(1) }
t("read0 ungetb read1 ungetZ pos") { |f| f.read(0); f.ungetc(?b); f.read(1); f.ungetc(?Z); f.pos }
t("read0 ungetb ungetZ read1 pos") { |f| f.read(0); f.ungetc(?b); f.ungetc(?Z); f.read(1); f.pos }
# with a buffer: the pushback counts, below 0 is EIO at -1 and returned below
t("eof ungetZ pos") { |f| f.eof?; f.ungetc(?Z); f.pos }
t("eof ungetZ ungetY pos") { |f| f.eof?; f.ungetc(?Z); f.ungetc(?Y); f.pos }
t("eof ungetZ ungetY ungetX pos") { |f| f.eof?; f.ungetc(?Z); f.ungetc(?Y); f.ungetc(?X); f.pos }
# the pushback read: nothing buffered for sysread/sysseek until a read goes on
t("getc ungetZ getc sysread1") { |f| f.getc; f.ungetc(?Z); f.getc; f.sysread(1) }
t("getc ungetZ readpartial sysseek") { |f| f.getc; f.ungetc(?Z); f.readpartial(2); f.sysseek(0, IO::SEEK_CUR) }
t("sysread4 eof ungetb rnb eof sysread1") { |f| f.sysread(4); f.eof?; f.ungetc(?b); f.read_nonblock(2); f.eof?; f.sysread(1) }
# a seek after ungetc: exact when nothing follows the ungetc point
[5, 28, 29].each do |k|
  t("read#{k} ungetZ seek1") { |f| f.read(k); f.ungetc(?Z); f.seek(1) }
  t("read#{k} ungetZ getc seek10") { |f| f.read(k); f.ungetc(?Z); f.getc; f.seek(10) }
end
t("gets_nil gets ungetb seek3") { |f| f.gets(nil); f.gets("kl"); f.ungetc(?b); f.seek(3) }
t("gets seekend-2 ungetb rewind sysread4") { |f| f.gets("kl"); f.seek(-2, IO::SEEK_END); f.ungetc(?b); f.rewind; f.sysread(4) }
