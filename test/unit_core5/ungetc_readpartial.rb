# 1.8.7 (stdio): ungetc of another byte starts a pushback area; readpartial
# and read_nonblock see only it, then read the descriptor until a buffered
# read goes past it.  ungetc of the byte just read only steps back.
F = "data.txt"
def t(n)
  File.open(F, "w") { |w| w.write("abcdefgh") }
  r = []
  open(F) { |f| yield f, r }
rescue => e
  r << "#{e.class}: #{e.message}"
ensure
  puts "#{n}: #{r.inspect}"
end
t(1) { |f, r| f.getc; f.ungetc(?z); r << f.readpartial(10); r << (f.readpartial(10) rescue $!.class) }
t(2) { |f, r| f.getc; f.ungetc(?z); r << f.readpartial(1); r << f.readpartial(10) }
t(3) { |f, r| f.getc; f.ungetc(?z); r << f.readpartial(10); r << (f.readpartial(10) rescue $!.class); r << f.getc; r << f.readpartial(10); r << f.pos }
t(4) { |f, r| f.getc; f.ungetc(?z); r << f.readpartial(10); r << f.read(2); r << f.readpartial(10) }
t(5) { |f, r| f.getc; f.ungetc(?z); r << f.getc; r << f.readpartial(10) }
t(6) { |f, r| f.getc; f.ungetc(?z); f.ungetc(?y); r << f.readpartial(10) }
t(7) { |f, r| f.getc; f.ungetc(?a); r << f.readpartial(10) }
t(8) { |f, r| f.getc; f.ungetc(?z); r << f.eof?; r << f.readpartial(10) }
t(9) { |f, r| f.read(2); f.ungetc(?z); r << f.read_nonblock(5); r << (f.read_nonblock(5) rescue $!.class) }
t(10) { |f, r| f.getc; f.ungetc(?z); r << f.gets }
t(11) { |f, r| f.getc; f.ungetc(?z); r << f.pos; r << f.readpartial(4); r << f.pos; r << f.read }
t(12) { |f, r| f.getc; f.ungetc(?z); r << f.read(3) }
t(13) { |f, r| f.getc; f.ungetc(?z); r << (f.sysread(3) rescue $!.message) }
