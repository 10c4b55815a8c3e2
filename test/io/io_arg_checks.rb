# argument conversion comes before the stream check; empty writes check nothing; return values
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
File.open("x.txt", "w") { |f| f.write "line one\nline two\n" }
r = File.open("x.txt")
w = File.open("y.txt", "w")
t(:write_empty_ro) { [r.write(""), r.write(nil), r.print(""), r.print([]), (r << "").class, r.printf("")] }
t(:write_nonempty_ro) { r.write("x") }
t(:putc_empty) { w.putc("") }
t(:putc_empty_ro) { r.putc("") }
t(:gets_int_wo) { w.gets(1) }
t(:gets_sym_wo) { w.gets(:x) }
t(:readlines_int_wo) { w.readlines(2) }
t(:each_line_int_wo) { w.each_line(3) { } }
t(:read_neg_wo) { w.read(-1) }
t(:read_str_wo) { w.read("2") }
t(:read_buf_wo) { w.read(0, 2) }
t(:read_nil_wo) { w.read(nil, "buf") }
t(:truncate_str_ro) { r.truncate("x") }
t(:truncate_nil_ro) { r.truncate(nil) }
t(:seek_whence_first) { r.seek(nil, "buf") }
t(:pos_set_ret) { r.send(:pos=, 3) }
t(:pos_set_float) { r.send(:pos=, 1.9); r.pos }
t(:chars_block) { r.rewind; r.chars { |c| break c } }
t(:lines_block) { r.rewind; r.lines { |c| break c }.class }
t(:bytes_block) { r.rewind; r.bytes { |c| break c }.class }
