# ungetc is allowed only after a read (1.8.7's FMODE_RBUF): seek keeps it, a write clears it
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
def fresh; File.open("a.txt", "w") { |f| f.write "hello" }; end
fresh
t(:fresh) { File.open("a.txt") { |f| f.ungetc(?A); f.read } }
t(:rewind_only) { File.open("a.txt") { |f| f.rewind; f.ungetc(?A); f.read } }
t(:getc_rewind) { File.open("a.txt") { |f| f.getc; f.rewind; f.ungetc(?A); f.read } }
t(:seek_only) { File.open("a.txt") { |f| f.seek(2); f.ungetc(?A); f.read } }
t(:read_all) { File.open("a.txt") { |f| f.read; f.ungetc(?A); f.read } }
t(:read0) { File.open("a.txt") { |f| f.read(0); f.ungetc(?A); f.read } }
t(:eof_check) { File.open("a.txt") { |f| f.eof?; f.ungetc(?A); f.read } }
t(:gets) { File.open("a.txt") { |f| f.gets; f.ungetc(?A); f.read } }
t(:sysread) { File.open("a.txt") { |f| f.sysread(1); f.ungetc(?A); f.read } }
t(:pos_only) { File.open("a.txt") { |f| f.pos; f.ungetc(?A); f.read } }
fresh
t(:write_then) { File.open("a.txt", "r+") { |f| f.getc; f.write "Z"; f.ungetc(?A) } }
fresh
t(:then_write) { File.open("a.txt", "r+") { |f| f.getc; f.ungetc(?A); f.write "Q"; f.rewind; f.read } }
t(:pipe_unread) { r, w = IO.pipe; w.write "x"; w.close; r.ungetc(?B) }
t(:pipe_read) { r, w = IO.pipe; w.write "xy"; w.close; r.getc; r.ungetc(?B); r.read }
t(:stdin) { $stdin.ungetc(?C) }
t(:write_only) { File.open("w.txt", "w") { |f| f.ungetc(?A) } }
t(:closed) { f = File.open("a.txt"); f.close; f.ungetc(?A) }
