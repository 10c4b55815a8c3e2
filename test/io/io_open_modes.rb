# open mode strings and Fixnum flags, bad modes, File.open with block
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
%w(r r+ w w+ a a+ rb wb ab r+b rb+ w+b).each do |m|
  File.open("m.txt", "w") { |f| f.write "0123456789" }
  t("mode #{m}") {
    File.open("m.txt", m) { |f|
      a = []
      a << (f.read(2) rescue $!.message)
      a << (f.write("XY") rescue $!.message)
      f.flush rescue nil
      a << f.pos
      a
    } + [File.read("m.txt")]
  }
end
%w(x rw r+w wa + b bb rr).each do |m|
  t("bad mode #{m}") { File.open("m.txt", m) { } }
end
t(:mode_nil) { File.open("m.txt", nil) { |f| f.read(1) } }
t(:mode_sym) { File.open("m.txt", :r) { } }
t(:new_nomode) { f = File.new("m.txt"); r = f.read(1); f.close; r }
t(:creat_excl) { File.open("new.txt", File::CREAT | File::EXCL | File::WRONLY) { |f| f.write "n" } }
t(:creat_excl_again) { File.open("new.txt", File::CREAT | File::EXCL | File::WRONLY) { } }
t(:rdonly) { File.open("new.txt", File::RDONLY) { |f| f.read } }
t(:wronly_append) { File.open("new.txt", File::WRONLY | File::APPEND) { |f| f.write "+" }; File.read("new.txt") }
t(:rdwr_trunc) { File.open("new.txt", File::RDWR | File::TRUNC) { |f| f.write "t"; f.rewind; f.read } }
t(:perm) { File.open("perm.txt", File::CREAT | File::WRONLY, 0600) { }; "%o" % (File.stat("perm.txt").mode & 0777) }
t(:perm_str) { File.open("perm2.txt", "w", 0640) { }; "%o" % (File.stat("perm2.txt").mode & 0777) }
t(:noent) { File.open("no/such/file") }
t(:noent_w) { File.open("no/such/file", "w") }
t(:isdir_w) { Dir.mkdir("d") rescue nil; File.open("d", "w") }
t(:isdir_r) { File.open("d") { |f| f.read } }
t(:block_value) { File.open("m.txt") { |f| :val } }
t(:block_closes) { x = nil; File.open("m.txt") { |f| x = f }; x.closed? }
t(:block_closed_inside) { File.open("m.txt") { |f| f.close; 1 } }
t(:block_raise_closes) { x = nil; begin; File.open("m.txt") { |f| x = f; raise "boom" }; rescue; end; x.closed? }
t(:block_break) { x = nil; r = File.open("m.txt") { |f| x = f; break 5 }; [r, x.closed?] }
t(:open_noarg) { File.open }
t(:open_too_many) { File.open("m.txt", "r", 0644, 1) }
t(:open_int_name) { File.open(12345) }
t(:open_nil_name) { File.open(nil) }
t(:kernel_open_block) { open("m.txt") { |f| f.class } }
t(:io_new_fd) { fd = IO.sysopen("m.txt"); io = IO.new(fd); r = [io.class, io.read(2)]; io.close; r }
t(:io_new_mode) { fd = IO.sysopen("m.txt"); io = IO.new(fd, "w"); r = (io.read rescue $!.message); io.close; r }
t(:io_new_badfd) { IO.new(9999) }
t(:sysopen_ret) { IO.sysopen("m.txt").class }
t(:sysopen_noent) { IO.sysopen("zzz") }
t(:for_fd) { File.for_fd(IO.sysopen("m.txt")).class }
t(:file_new_fd) { f = File.new(IO.sysopen("m.txt")); [f.path, f.read(1)] }
