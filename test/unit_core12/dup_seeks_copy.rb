# IO#dup: the original is synced as stdio does (descriptor back to the
# logical position, buffer dropped; ungetc bytes alone dropped), the copy
# is seeked there by a stdio seek (which may read a block ahead later)
def t(desc)
  File.open("t0","w"){|f| f.write "hello\nworld\n\nfoo bar\nbaz"}
  f = File.open("t0", "r+")
  x = (yield(f) rescue $!)
  p [desc, x]
end
t("gets dup ss") {|f| [f.gets, (g = f.dup).class, (g.sysseek(3) rescue $!), g.read(2)] }
t("gets dup sw ss") {|f| [f.gets, (g = f.dup).class, g.syswrite("AB"), (g.sysseek(3) rescue $!), g.read(2)] }
t("gets dup sw read") {|f| [f.gets, (g = f.dup).class, g.syswrite("AB"), g.read(2), g.pos] }
t("gets dup sw pos") {|f| [f.gets, (g = f.dup).class, g.syswrite("AB"), g.pos, g.read(2), g.pos] }
t("dup sw ss") {|f| [(g = f.dup).class, g.syswrite("AB"), (g.sysseek(3) rescue $!), g.read(2)] }
t("seek dup sw ss") {|f| [f.seek(2), (g = f.dup).class, g.syswrite("AB"), (g.sysseek(3) rescue $!), g.read(2)] }
t("seek dup ss") {|f| [f.seek(2), (g = f.dup).class, (g.sysseek(3) rescue $!), g.read(2)] }
t("seek sw ss") {|f| [f.seek(2), f.syswrite("AB"), (f.sysseek(3) rescue $!), f.read(2)] }
t("seek sw ss0") {|f| [f.seek(2), f.syswrite("AB"), (f.sysseek(0,1) rescue $!), f.read(2)] }
t("rd4 dup sw ss") {|f| [f.read(4), (g = f.dup).class, g.syswrite("\0\1\2"), (g.sysseek(6, IO::SEEK_END) rescue $!), f.tell, g.tell] }
t("gc ungetc dup") {|f| [f.getc, f.ungetc(65), (g = f.dup).class, f.read(2), g.read(2)] }
t("gc gc ungetc dup") {|f| [f.getc, f.getc, f.ungetc(65), (g = f.dup).class, f.read(2), g.read(2)] }
t("gets dup f.ss") {|f| [f.gets, (g = f.dup).class, (f.sysseek(0, 1) rescue $!), f.read(2), g.read(2)] }
t("read eof dup") {|f| [f.read, (g = f.dup).class, f.eof?, g.read(2), g.pos] }
t("read(4) dup g.gets") {|f| [f.read(4), (g = f.dup).class, g.gets, f.gets] }
t("w dup") {|f| [f.write("XY"), (g = f.dup).class, g.read(2), f.read(2)] }
t("gets w dup") {|f| [f.gets, f.write("XY"), (g = f.dup).class, g.read(2), f.read(2)] }
t("dup5000") {|f| f.write "z" * 5000; f.flush; f.seek(4200); [(g = f.dup).class, g.read(2), g.pos, f.read(2)] }
t("pipe dup") {|f| r, w = IO.pipe; w.write "abc"; w.close; [r.getc, r.ungetc(66), (g = r.dup).class, g.read, r.read] }
t("pipe dup2") {|f| r, w = IO.pipe; w.write "abc"; w.close; [r.getc, (g = r.dup).class, g.read, r.read] }
