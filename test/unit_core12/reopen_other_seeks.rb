# IO#reopen(other_io): both streams are then seeked (stdio's seek, as 1.8.7)
# to where the other one was: the other one may read a block ahead and keep
# it buffered, the descriptor they share is left after that block; the
# other stream's ungetc'd bytes are dropped (a pipe's stay)
def t(desc)
  File.open("t0", "w") { |f| f.write "hello\nworld\n\nfoo bar\nbaz" }
  File.open("t1", "w") { |f| f.write "0123456789" }
  f = File.open("t0", "r+")
  g = File.open("t1", "r")
  r, w = IO.pipe
  x = begin
    yield(f, g, w)
  rescue Exception => e
    e
  end
  p [desc, x]
end
def ss(io) io.sysseek(0, IO::SEEK_CUR) rescue $!.message end
t("rn reopen") { |f, g, w| [f.read_nonblock(6), w.reopen(f).class, ss(f), ss(w), f.read] }
t("rd reopen") { |f, g, w| [f.read(6), w.reopen(f).class, ss(w), f.pos, f.read(3), ss(f)] }
t("gc reopen") { |f, g, w| [f.getc, w.reopen(f).class, ss(f), f.read, w.read] }
t("gc ungetc reopen") { |f, g, w| [f.getc, f.ungetc(65), w.reopen(f).class, ss(w), ss(f), f.read(2)] }
t("gc gc ungetc reopen") { |f, g, w| [f.getc, f.getc, f.ungetc(65), w.reopen(f).class, ss(w), ss(f), f.read(2)] }
t("seek reopen") { |f, g, w| [f.seek(3), w.reopen(f).class, ss(w), w.pos, f.pos, f.read(2)] }
t("seek rd reopen") { |f, g, w| [f.seek(3), f.read(2), w.reopen(f).class, ss(w), f.read(2)] }
t("write reopen") { |f, g, w| [f.write("ab"), w.reopen(f).class, ss(w), f.read(2)] }
t("g.reopen f") { |f, g, w| [g.reopen(f).class, g.read(2), f.read(2), ss(g)] }
t("seek g.reopen f") { |f, g, w| [f.seek(3), g.reopen(f).class, ss(g), g.read(2), f.read(2), f.pos, g.pos] }
t("read g.reopen f") { |f, g, w| [f.read(3), g.reopen(f).class, g.read(2), f.read(2), f.pos, g.pos] }
t("gread g.reopen f") { |f, g, w| [g.read(3), f.read(1), g.reopen(f).class, g.read(2), f.read(2), f.pos, g.pos] }
t("fw g.reopen f") { |f, g, w| [f.write("ZZZ"), g.reopen(f).class, g.read(2), f.read(2), f.pos, g.pos, File.read("t0")[0, 6]] }
t("eof g.reopen f") { |f, g, w| [f.read, g.reopen(f).class, g.read(2), f.read(2), f.pos, g.pos] }
t("pipe ungetc") { |f, g, w| r2, w2 = IO.pipe; w2.write "abc"; w2.close; [r2.getc, r2.ungetc(65), w.reopen(r2).class, r2.read, w.read] }
t("pipe ungetc same") { |f, g, w| r2, w2 = IO.pipe; w2.write "abc"; w2.close; [r2.getc, r2.ungetc(?a), w.reopen(r2).class, r2.read, w.read] }
[2, 10, 5000].each do |n|
  [0, 1, 3].each do |s|
    File.open("t2", "w") { |f| f.write "a" * n }
    f = File.open("t2", "r+")
    r, w = IO.pipe
    f.seek(s) if s > 0
    w.reopen(f)
    p [n, s, ss(w), f.pos, w.pos]
  end
end
