# write/print/puts/printf/<< with odd objects, $, and $\, putc, getc/ungetc
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
class Odd; def to_s; "ODD"; end; end
class NoStr; def to_s; 42; end; end
f = File.open("w.txt", "w")
t(:write_ret) { f.write("ab") }
t(:write_num) { f.write(12) }
t(:write_nil) { f.write(nil) }
t(:write_odd) { f.write(Odd.new) }
t(:write_sym) { f.write(:sym) }
t(:write_empty) { f.write("") }
t(:print_ret) { f.print("x", 1, nil, :s) }
t(:puts_ret) { f.puts }
t(:puts_arr) { f.puts [1, [2, [nil, 3]]], [] }
t(:puts_nil) { f.puts nil }
t(:puts_nl) { f.puts "a\n", "b" }
t(:puts_odd) { f.puts Odd.new }
t(:puts_nostr) { f.puts(NoStr.new).class }
t(:printf_ret) { f.printf("%05.1f|%s|%x\n", 3.14159, :q, 255) }
t(:printf_none) { f.printf }
t(:shovel) { (f << "a" << 1 << nil << "\n").equal?(f) }
t(:putc_int) { f.putc 65 }
t(:putc_str) { f.putc "BCD" }
t(:putc_big) { f.putc 256 + 67 }
t(:putc_nl) { f.putc 10 }
$, = "-"
$\ = "!\n"
t(:print_sep) { f.print "a", "b" }
t(:print_noarg) { $_ = "LAST"; f.print }
t(:puts_sep) { f.puts "p", "q" }
t(:write_sep) { f.write "w" }
$, = nil
$\ = nil
t(:print_recursive) { a = [1]; a << a; f.puts a }
t(:syswrite_warn) { f.write "z"; f.syswrite "Y" }
f.close
t(:content) { File.read("w.txt").sub(/0x[0-9a-f]+/, "ADDR") }
t(:write_closed) { f.write "x" }
t(:print_closed) { f.print "x" }
t(:puts_closed) { f.puts "x" }
t(:shovel_closed) { f << "x" }
t(:flush_closed) { f.flush }
t(:close_closed) { f.close }
t(:closed?) { f.closed? }
r = File.open("w.txt")
t(:write_ro) { r.write "x" }
t(:puts_ro) { r.puts "x" }
t(:getc) { r.getc }
t(:ungetc) { r.ungetc(?Q) }
t(:getc2) { r.getc }
t(:ungetc_str) { r.ungetc("Z") }
t(:ungetc_twice) { r.ungetc(?1); r.ungetc(?2); r.read(3) }
t(:readchar) { r.readchar }
t(:read_rest) { r.read.size }
t(:getc_eof) { r.getc }
t(:readchar_eof) { r.readchar }
t(:ungetc_eof) { r.ungetc(?E); r.getc }
t(:ungetc_nil) { r.ungetc(nil) }
r.close
t(:getc_closed) { r.getc }
w = File.open("w.txt", "w")
t(:read_wo) { w.read }
t(:gets_wo) { w.gets }
t(:getc_wo) { w.getc }
t(:eof_wo) { w.eof? }
t(:sysread_wo) { w.sysread(1) }
t(:readpartial_wo) { w.readpartial(1) }
t(:each_line_wo) { w.each_line {} }
w.close
t(:read_closed) { w.read }
t(:eof_closed) { w.eof }
t(:pos_closed) { w.pos }
t(:seek_closed) { w.seek 0 }
t(:fileno_closed) { w.fileno }
t(:sync_closed) { w.sync }
t(:stat_closed) { w.stat }
t(:inspect_closed) { w.inspect }
t(:path_closed) { w.path }
t(:lineno_closed) { w.lineno }
t(:tty_closed) { w.tty? }
t(:binmode_closed) { w.binmode }
