# IO#read with length/buffer/nil/0, at EOF, readpartial, sysread
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
File.open("r.txt", "w") { |f| f.write "abcdef\nghij\n" }
f = File.open("r.txt")
t(:read0) { f.read(0) }
t(:read3) { f.read(3) }
buf = "xyzzy"
t(:readbuf) { f.read(2, buf) }
t(:buf) { buf }
t(:readnil) { f.read(nil) }
t(:eof_read) { f.read }
t(:eof_read_len) { f.read(1) }
t(:eof_read0) { f.read(0) }
buf = "keep"
t(:neg) { f.read(-1) }
t(:str_len) { f.read("2") }
f.rewind
t(:readpartial) { f.readpartial(4) }
t(:readpartial_big) { f.readpartial(100) }
t(:readpartial_eof) { f.readpartial(1) }
f.rewind
t(:sysread) { f.sysread(3) }
t(:sysread_eof) { f.sysread(100); f.sysread(1) }
f.rewind
t(:sysread_buf) { b = "q"; f.sysread(2, b); b }
t(:read_after_sysread) { f.read(1) }
f.close
g = File.open("r.txt")
t(:sysseek_end) { g.sysseek(-3, IO::SEEK_END) }
t(:sysseek_cur) { g.sysseek(1, IO::SEEK_CUR) }
t(:sysread_end) { g.sysread(10) }
g.close
f = File.open("r.txt", "r+")
t(:syswrite) { f.syswrite("ZZ") }
t(:syswrite_obj) { f.syswrite(12) }
f.close
t(:content) { File.read("r.txt") }
t(:read_len) { File.read("r.txt", 3) }
t(:read_off) { File.read("r.txt", 3, 4) }
t(:read_nil_off) { File.read("r.txt", nil, 9) }
t(:read_big_off) { File.read("r.txt", 3, 100) }
t(:read_neg_len) { File.read("r.txt", -1) }
t(:read_neg_off) { File.read("r.txt", 1, -1) }
t(:read_missing) { File.read("nope.txt") }
t(:read_empty) { File.open("e.txt", "w") {}; [File.read("e.txt"), File.read("e.txt", 1), File.open("e.txt") { |x| x.read(0) }] }
h = File.open("r.txt")
h.read(1)
t(:sysseek_buffered) { h.sysseek(0) }
t(:sysread_buffered) { h.sysread(1) }
h.close
t(:getbyte) { File.open("r.txt") { |x| a = [x.getbyte, x.readbyte]; x.read; a + [x.getbyte] } }
t(:readbyte_eof) { File.open("r.txt") { |x| x.read; x.readbyte } }
t(:write_nonblock) { r, w = IO.pipe; [w.write_nonblock("abc"), r.readpartial(10)] }
