# assorted IO corners: ungetc/pos, r+/a+ positions, Kernel#open("|cmd"), odd arguments
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
File.open("a.txt", "w") { |f| f.write "hello\nworld\n" }
t(:ungetc_pos) { File.open("a.txt") { |f| f.getc; f.ungetc(?X); [f.pos, f.read(3)] } }
t(:ungetc_start) { File.open("a.txt") { |f| f.ungetc(?Z); [f.pos, f.getc] } }
t(:rplus_write_pos) { File.open("a.txt", "r+") { |f| f.gets; f.write "WORLD"; [f.pos, (f.rewind; f.read)] } }
t(:aplus_read) { File.open("a.txt", "a+") { |f| [f.pos, f.read, f.write("!"), f.pos, (f.rewind; f.read)] } }
t(:append_pos) { File.open("a.txt", "a") { |f| [f.pos, f.write("x"), f.pos] } }
t(:wplus_empty) { File.open("b.txt", "w+") { |f| [f.read, f.gets, f.eof?] } }
t(:write_big) { File.open("big.txt", "w") { |f| f.write("z" * 100000) }; File.size("big.txt") }
t(:read_big_parts) { File.open("big.txt") { |f| [f.read(70000).size, f.read(70000).size, f.read(1)] } }
t(:gets_big_line) { File.open("big.txt") { |f| f.gets.size } }
t(:nul_puts) { File.open("n.txt", "w") { |f| f.puts "a\0b" }; File.read("n.txt") }
t(:print_no_lastline) { $_ = nil; File.open("p.txt", "w") { |f| f.print }; File.read("p.txt") }
t(:each_byte_ret) { File.open("a.txt") { |f| f.each_byte { }.class } }
t(:each_line_sep_ret) { File.open("a.txt") { |f| f.each_line("o") { }.class } }
t(:lineno_str) { File.open("a.txt") { |f| f.lineno = "3" } }
t(:lineno_float) { File.open("a.txt") { |f| f.lineno = 2.9; f.lineno } }
t(:read_more_than_size) { File.open("a.txt") { |f| f.read(1000).size } }
t(:readlines_wo) { File.open("c.txt", "w") { |f| f.readlines } }
t(:to_s) { File.open("a.txt") { |f| f.to_s =~ /\A#<File:0x[0-9a-f]+>\z/ ? :default : f.to_s } }
t(:shovel_obj) { File.open("s.txt", "w") { |f| f << 1 << :two << [3] << nil }; File.read("s.txt") }
t(:open_pipe) { open("|echo piped") { |f| f.read } }
t(:open_pipe_w) { open("|cat > piped.txt", "w") { |f| f.write "in" }; File.read("piped.txt") }
t(:kernel_open_mode) { open("a.txt", "r") { |f| f.gets } }
t(:kernel_open_perm) { open("q.txt", "w", 0600) { }; "%o" % (File.stat("q.txt").mode & 0777) }
t(:kernel_open_to_open) { o = Object.new; def o.to_open; :opened; end; open(o) }
t(:kernel_open_to_open_args) { o = Object.new; def o.to_open(*a); a; end; open(o, 1, 2) }
t(:utime_nil) { File.utime(nil, nil, "a.txt"); (Time.now - File.mtime("a.txt")).abs < 100 }
t(:chown) { File.chown(nil, nil, "a.txt") }
t(:chown_neg) { File.chown(-1, -1, "a.txt", "b.txt") }
t(:chown_missing) { File.chown(nil, nil, "missing") }
t(:lchown) { File.lchown(nil, nil, "a.txt") }
t(:io_chown) { File.open("a.txt") { |f| f.chown(nil, nil) } }
t(:fcntl_getfl) { File.open("a.txt") { |f| f.fcntl(Fcntl::F_GETFL) rescue f.fcntl(3) } & 3 }
t(:file_identical) { File.identical?("a.txt", "./a.txt") }
t(:file_new_block_warn) { File.new("a.txt") { } .class }
t(:io_open_fd_block) { IO.open(IO.sysopen("a.txt")) { |io| io.gets } }
t(:for_fd_mode) { f = IO.for_fd(IO.sysopen("a.txt", "w"), "w"); f.write "fd"; f.close; File.read("a.txt") }
t(:sysopen_mode_int) { fd = IO.sysopen("z.txt", File::CREAT | File::WRONLY, 0644); IO.new(fd, "w").close; File.exist?("z.txt") }
t(:stdin_eof) { $stdin.eof? }
t(:stdin_read) { [$stdin.read, $stdin.read, $stdin.read(1)] }
t(:stdin_gets) { gets }
t(:stdin_tty) { $stdin.tty? }
t(:stdout_fileno) { [STDOUT.fileno, $stdout.equal?(STDOUT)] }
