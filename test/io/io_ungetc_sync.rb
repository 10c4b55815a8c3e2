# ungetc'd bytes and stdio's sync rules: flush and writes give unread input back to the file
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
def fresh(mode)
  File.open("u.txt", "w") { |f| f.write "ab\ncd\n" }
  File.open("u.txt", mode)
end
t(:pos_after_ungetc) { f = fresh("r"); f.getc; f.getc; f.ungetc(?Z); [f.pos, f.read] }
t(:flush_drops_pushback) { f = fresh("r+"); a = [f.getc]; f.ungetc(?A); f.flush; a << f.getc << f.pos; f.close; a }
t(:flush_twice_pushback) { f = fresh("r+"); a = [f.getc]; f.ungetc(?A); f.ungetc(?B); f.flush; a << f.getc << f.pos; a }
t(:flush_keeps_position) { f = fresh("r+"); f.gets; f.flush; [f.pos, f.gets] }
t(:write_after_read) { f = fresh("r+"); f.getc; f.write "X"; f.close; File.read("u.txt") }
t(:write_after_ungetc) { f = fresh("r+"); f.getc; f.getc; f.ungetc(?Q); f.write "X"; f.close; File.read("u.txt") }
t(:ungetc_then_eof) { f = fresh("r"); f.read; f.ungetc(?E); [f.eof?, f.read(0), f.getc, f.eof?, f.read(0)] }
t(:seek_drops_pushback) { f = fresh("r"); f.getc; f.ungetc(?P); f.seek(0, IO::SEEK_CUR); [f.pos, f.getc] }
t(:rewind_drops_pushback) { f = fresh("r"); f.getc; f.ungetc(?P); f.rewind; f.getc }
t(:failed_seek_keeps_buffer) { f = fresh("r"); f.read(2); (f.pos = -5) rescue nil; [f.pos, f.read] }
t(:dup_after_ungetc) { f = fresh("r"); f.getc; f.getc; f.ungetc(?D); g = f.dup; [g.pos, g.read] }
File.open("e2.txt", "w") { |f| f.write "ab" }
File.open("e0.txt", "w") { }
t(:read0_after_read_all) { f = File.open("e2.txt"); f.read; f.read(0) }
t(:read0_after_exact) { f = File.open("e2.txt"); f.read(2); f.read(0) }
t(:read0_after_eof_check) { f = File.open("e2.txt"); f.read(2); [f.eof?, f.read(0)] }
t(:read0_empty_eof_check) { f = File.open("e0.txt"); [f.eof?, f.read(0)] }
t(:read0_after_getc_nil) { f = File.open("e2.txt"); f.read(2); f.getc; f.read(0) }
t(:read0_after_gets_to_end) { f = File.open("e2.txt"); f.gets; f.read(0) }
