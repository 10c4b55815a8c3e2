# File#truncate does 1.8.7's fflush (unread input given back from where the
# descriptor is) and fseeko(f, 0, SEEK_CUR): pos afterwards is the
# descriptor's, even where sysseek/sysread moved it under the buffer
def t(desc, mode)
  File.open("a.txt", "w") { |f| f.write("abcdefghij\nklmno\n\npq\n\n\n\nrs\ntu") }
  File.open("a.txt", mode) do |f|
    r = begin; yield(f).inspect; rescue Exception; "#{$!.class}: #{$!.message}"; end
    p = begin; f.pos; rescue Exception; "#{$!.class}"; end
    s = begin; f.sysseek(0, IO::SEEK_CUR); rescue Exception; "#{$!.class}"; end
    puts "#{mode} #{desc}: #{r} pos=#{p} sysseek=#{s} rest=#{f.read.inspect}"
  end
end
%w(r+ a+ w+).each do |m|
  t("getc trunc", m) { |f| f.getc; f.truncate(10) }
  t("sysread4 getc trunc", m) { |f| f.sysread(4); f.getc; f.truncate(10) }
  t("seekcur1 sysseek2 sysread4 getc trunc", m) { |f| f.seek(1, IO::SEEK_CUR); f.sysseek(2); f.sysread(4); f.getc; f.truncate(10) }
  t("seek1 sysseek2 getc trunc", m) { |f| f.seek(1); f.sysseek(2); f.getc; f.truncate(10) }
  t("sysread4 trunc sysread4 seekcur1", m) { |f| f.sysread(4); f.truncate(10); f.sysread(4); f.seek(1, IO::SEEK_CUR) }
  t("sysread4 trunc sysread4 pos", m) { |f| f.sysread(4); f.truncate(10); f.sysread(4); f.pos }
  t("trunc sysread4 getc seekcur-1", m) { |f| f.truncate(10); f.sysread(4); f.getc; f.seek(-1, IO::SEEK_CUR) }
  t("getc write trunc", m) { |f| f.getc; f.write("XY"); f.truncate(1) }
end
# IO#flush after the same reads: it seeks back into the buffer first
File.open("a.txt", "r+") { |f| f.seek(1); f.sysseek(2); p f.getc; f.flush; p [f.sysseek(0, IO::SEEK_CUR), f.pos] }
