require 'helper'
fn = "tmp_io.txt"
File.open(fn, "w") { |f| f.write("line1\nline2\n\nline4\n\n\npara\nlast") }
show(:read) { File.read(fn) }
show(:read_len) { File.read(fn, 3) }
show(:read_off) { File.read(fn, 3, 2) }
show(:read_neg) { File.read(fn, -1) }
show(:read_off_neg) { File.read(fn, 1, -1) }
show(:read_nil) { File.read(fn, nil) }
show(:readlines) { File.readlines(fn) }
show(:readlines_sep) { File.readlines(fn, "") }
show(:readlines_nil) { File.readlines(fn, nil) }
show(:readlines_i) { File.readlines(fn, "i") }
show(:foreach) { a = []; File.foreach(fn, "") { |l| a << l }; a }
show(:foreach_noblk) { File.foreach(fn) }
show(:foreach_str) { a = []; File.foreach(fn, "ne") { |l| a << l }; a }
File.open(fn) do |f|
  show(:gets) { f.gets }
  show(:lineno) { f.lineno }
  show(:dollar_dot) { $. }
  show(:gets_nil) { f.gets(nil) }
  show(:gets_eof) { f.gets }
  show(:eof) { f.eof? }
  show(:read_eof) { f.read }
  show(:read_eof_n) { f.read(1) }
  show(:read_eof_0) { f.read(0) }
  show(:rewind) { f.rewind }
  show(:lineno2) { f.lineno }
  show(:getc) { f.getc }
  show(:ungetc) { f.ungetc(?X) }
  show(:read3) { f.read(3) }
  show(:ungetc_str) { f.ungetc("a") }
  show(:ungetc_nil) { f.ungetc(nil) }
  show(:pos) { f.pos }
  show(:seek) { f.seek(2) }
  show(:seek_cur) { f.seek(2, IO::SEEK_CUR); f.pos }
  show(:seek_end) { f.seek(-2, IO::SEEK_END); f.read }
  show(:seek_neg) { f.seek(-100) }
  show(:seek_big) { f.seek(1000); f.read }
  show(:seek_big_n) { f.read(10) }
  show(:pos_set) { f.pos = 3; f.readchar }
  show(:pos_set_neg) { f.pos = -1 }
  show(:seek_str) { f.seek("1") }
  show(:seek_whence) { f.seek(0, 5) }
  show(:sysseek) { f.sysseek(0) }
  show(:sysread) { f.sysread(4) }
  show(:readpartial) { f.readpartial(3) }
  show(:read_buf) { b = "xyz"; f.read(2, b); b }
  show(:read_buf_nil) { b = "xyz"; f.seek(0, IO::SEEK_END); r = f.read(2, b); [r, b] }
  show(:sysread_eof) { f.sysread(1) }
  show(:readpartial_eof) { f.readpartial(1) }
  show(:readchar_eof) { f.readchar }
  show(:readline_eof) { f.readline }
  show(:getc_eof) { f.getc }
  show(:read_neg) { f.read(-1) }
  show(:rewind_each) { f.rewind; a = []; f.each_line { |l| a << l }; a }
  show(:each_line_sep) { f.rewind; a = []; f.each_line("") { |l| a << l }; a }
  show(:each_byte) { f.rewind; a = 0; f.each_byte { |b| a += b }; a }
  show(:each_noblk) { f.rewind; f.each }
  show(:lineno_set) { f.lineno = 10; f.rewind; f.gets; f.lineno }
  show(:readlines_io) { f.rewind; f.readlines("\n\n") }
  show(:write_ro) { f.write("x") }
  show(:print_ro) { f.print("x") }
  show(:fileno) { f.fileno.class }
  show(:sync) { f.sync }
  show(:fsync) { f.fsync }
  show(:tty) { f.tty? }
  show(:binmode) { f.binmode.equal?(f) }
  show(:stat_size) { f.stat.size }
  show(:path) { f.path }
  show(:inspect) { f.inspect }
  show(:closed) { f.closed? }
  show(:to_io) { f.to_io.equal?(f) }
end
f = File.open(fn)
f.close
show(:closed_read) { f.read }
show(:closed_gets) { f.gets }
show(:closed_close) { f.close }
show(:closed_eof) { f.eof? }
show(:closed_pos) { f.pos }
show(:closed_inspect) { f.inspect }
show(:closed_path) { f.path }
show(:closed_fileno) { f.fileno }
show(:closed_stat) { f.stat }
show(:closed_closed) { f.closed? }
show(:closed_sync) { f.sync }
show(:closed_write) { f.write("a") }
show(:closed_each) { f.each {} }
show(:closed_lineno) { f.lineno }
show(:closed_readpartial) { f.readpartial(1) }
show(:closed_sysread) { f.sysread(1) }
show(:closed_close_read) { f.close_read }
File.open(fn, "w") { |w| show(:w_read) { w.read }; show(:w_gets) { w.gets }; show(:w_write) { w.write("abc", ) }; show(:w_lt) { (w << 1 << nil << :a).class }; show(:w_print) { w.print(1, 2) }; show(:w_puts) { w.puts([1, [2, [3]]], nil) }; show(:w_printf) { w.printf("%d\n", 5) }; show(:w_putc) { w.putc(65); w.putc("BC") }; show(:w_syswrite) { w.flush; w.syswrite("q") }; show(:w_pos) { w.pos } }
show(:after_w) { File.read(fn) }
File.open(fn, "a") { |w| w.write("Z"); show(:a_pos) { w.pos } }
File.open(fn, "r+") { |w| w.write("R"); show(:rp) { w.read } }
File.open(fn, "w+") { |w| w.write("hello"); show(:wp) { w.read }; w.rewind; show(:wp2) { w.read } }
File.open(fn, "a+") { |w| show(:ap) { w.read }; w.write("!"); w.rewind; show(:ap2) { w.read } }
show(:mode_bad) { File.open(fn, "q") }
show(:mode_bad2) { File.open(fn, "rw") }
show(:mode_int) { File.open(fn, File::RDONLY) { |x| x.read } }
show(:mode_int_w) { File.open(fn, File::WRONLY | File::APPEND) { |x| x.write("1") }; File.read(fn) }
show(:mode_excl) { File.open(fn, File::CREAT | File::EXCL | File::WRONLY) }
show(:mode_nil) { File.open(fn, nil) { |x| x.read } }
show(:noent) { File.open("nonexist/x") }
show(:noent2) { File.read("nonexist") }
show(:dir_open) { File.open(".", "w") }
show(:new_fd) { IO.new(-1) }
show(:new_badfd) { IO.new(999) }
show(:open_blk_ret) { File.open(fn) { |x| 42 } }
show(:reopen) { a = File.open(fn); b = File.open(fn); b.read; a.reopen(b); r = a.pos; a.close; b.close; r }
show(:reopen_path) { a = File.open(fn); a.reopen(fn, "r"); a.read; }
show(:reopen_closed) { a = File.open(fn); b = File.open(fn); b.close; a.reopen(b) }
show(:sysread_buffered) { File.open(fn) { |x| x.gets; x.sysread(1) } }
show(:sysseek_buffered) { File.open(fn) { |x| x.getc; x.sysseek(0) } }
show(:syswrite_buffered) { File.open(fn, "r+") { |x| x.write("a"); x.syswrite("b") } }
show(:readpartial_neg) { File.open(fn) { |x| x.readpartial(-1) } }
show(:readpartial_0) { File.open(fn) { |x| x.readpartial(0) } }
show(:readpartial_buf) { File.open(fn) { |x| b = "zzzzzz"; x.readpartial(2, b); b } }
show(:read_nonstr_buf) { File.open(fn) { |x| x.read(2, 3) } }
show(:gets_para) { File.open(fn, "w") { |w| w.write("\n\n\na\nb\n\n\n\nc\n") }; File.open(fn) { |x| [x.gets(""), x.gets(""), x.gets("")] } }
show(:gets_bad) { File.open(fn) { |x| x.gets(1) } }
show(:gets_2) { File.open(fn) { |x| x.gets("a", "b") } }
show(:pipe) { r, w = IO.pipe; w.write("hi"); w.close; [r.read, r.read, r.read(1), r.eof?] }
show(:pipe_seek) { r, w = IO.pipe; r.seek(0) }
show(:pipe_pos) { r, w = IO.pipe; r.pos }
show(:pipe_rp) { r, w = IO.pipe; w.write("abc"); [r.readpartial(10), (w.close; r.readpartial(1) rescue $!.class)] }
show(:popen) { IO.popen("echo hi") { |x| x.read } }
show(:popen_r) { IO.popen("cat", "r+") { |x| x.write("yo"); x.close_write; x.read } }
show(:popen_status) { IO.popen("exit 3") { |x| x.read }; $?.exitstatus }
show(:popen_dash) { IO.popen("-") { |x| x ? x.read : (print "child"; exit!) } }
show(:backtick) { `echo a; exit 2` }
show(:bt_status) { $?.exitstatus }
show(:bt_noent) { `nonexistent_cmd_xyz 2>/dev/null` }
show(:system) { system("exit 1") }
show(:system_t) { system("true") }
show(:system_noent) { system("nonexistent_cmd_xyz") }
show(:system_st) { $?.exitstatus }
show(:select) { r, w = IO.pipe; IO.select([r], [w], nil, 0).map { |a| a.size } }
show(:sysopen) { IO.sysopen(fn).class }
show(:for_fd) { fd = IO.sysopen(fn); IO.for_fd(fd).read }
show(:fcntl) { File.open(fn) { |x| x.fcntl(1) } }
show(:io_read_pipe) { IO.read("|echo x") rescue $!.class }
show(:io_readlines) { IO.readlines(fn).size }
show(:puts_empty) { File.open(fn, "w") { |w| w.puts; w.puts([]); w.puts("a\n"); w.print; }; File.read(fn) }
show(:dollar_comma) { $, = "-"; File.open(fn, "w") { |w| w.print(1, 2) }; $, = nil; File.read(fn) }
show(:dollar_bs) { $\ = "!"; File.open(fn, "w") { |w| w.print(1) }; $\ = nil; File.read(fn) }
show(:close_write_r) { File.open(fn) { |x| x.close_write } }
show(:close_read_w) { File.open(fn, "w") { |x| x.close_read } }
show(:dup) { File.open(fn) { |x| y = x.dup; y.close; x.closed? } }
show(:clone_read) { File.open(fn, "w") { |x| x.write("12345") }; File.open(fn) { |x| x.read(2); y = x.clone; [y.read, x.read] } }
show(:truncate) { File.truncate(fn, 2); File.read(fn) }
show(:ftruncate) { File.open(fn, "r+") { |x| x.truncate(1) }; File.read(fn) }
show(:truncate_ro) { File.open(fn) { |x| x.truncate(0) } }
show(:flock) { File.open(fn) { |x| [x.flock(File::LOCK_EX), x.flock(File::LOCK_UN), x.flock(File::LOCK_SH | File::LOCK_NB)] } }
show(:ioctl) { File.open(fn) { |x| x.ioctl(0) } }
show(:pid) { File.open(fn) { |x| x.pid } }
show(:stdin_class) { [$stdin.class, STDOUT.fileno, $stderr.fileno] }
show(:write_nonstr) { File.open(fn, "w") { |w| w.write(nil); w.write(1.5); w.write(:a) }; File.read(fn) }
show(:sync_set) { File.open(fn, "w") { |w| w.sync = true; w.sync } }
File.delete(fn)
