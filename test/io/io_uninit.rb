# IO.allocate and odd initialize_copy: IOError/TypeError as 1.8.7, never a crash
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message.sub(/0x[0-9a-f]+/, "ADDR")}"
end
io = IO.allocate
%w(read gets getc readchar readline readlines each_line each_byte eof? eof close closed? close_read close_write
   fileno to_i pos tell rewind sync fsync flush binmode tty? isatty pid lineno stat
   sysread readpartial write print puts syswrite << putc printf seek sysseek pos= lineno= sync= reopen ungetc
   fcntl dup clone to_io).each do |m|
  args = case m
         when "sysread", "readpartial", "ungetc", "seek", "sysseek", "pos=", "lineno=", "putc", "fcntl" then [1]
         when "write", "print", "puts", "syswrite", "<<", "printf" then ["x"]
         when "sync=" then [true]
         when "reopen" then [$stdout]
         else []
         end
  t("alloc #{m}") { r = io.send(m, *args) { }; r.is_a?(IO) ? r.class : r }
end
f = File.allocate
t(:file_path) { f.path }
t(:file_inspect) { f.inspect =~ /\A#<File:0x[0-9a-f]+>\z/ ? :default_inspect : f.inspect }
t(:file_read) { f.read }
t(:file_flock) { f.flock(File::LOCK_EX) }
t(:file_truncate) { f.truncate(0) }
t(:file_lstat) { f.lstat }
t(:file_mtime) { f.mtime }
t(:file_chmod) { f.chmod(0644) }
src = File.open(__FILE__)
t(:init_copy_str) { src.send(:initialize_copy, "x") }
t(:init_copy_nil) { src.send(:initialize_copy, nil) }
t(:init_copy_int) { src.send(:initialize_copy, 1) }
t(:init_copy_self) { src.send(:initialize_copy, src).equal?(src) }
t(:src_still_open) { src.gets }
other = File.open(__FILE__)
other.gets
t(:init_copy_io) { x = File.open(__FILE__); x.send(:initialize_copy, other); [x.gets, x.lineno] }
t(:init_copy_closed) { c = File.open(__FILE__); c.close; x = File.open(__FILE__); x.send(:initialize_copy, c) }
t(:init_copy_alloc) { IO.allocate.send(:initialize_copy, other).class }
t(:init_copy_to_alloc) { IO.allocate.send(:initialize_copy, IO.allocate) }
t(:reopen_alloc_arg) { File.open(__FILE__).reopen(IO.allocate) }
t(:initialize_twice) { File.open(__FILE__).send(:initialize, __FILE__) }
t(:stat_alloc) { File::Stat.allocate.size }
t(:stat_alloc_inspect) { File::Stat.allocate.inspect }
t(:dir_alloc) { Dir.allocate.read }
t(:dir_alloc_path) { Dir.allocate.path }
t(:dir_alloc_close) { Dir.allocate.close }
t(:dir_init_twice) { d = Dir.new("."); d.send(:initialize, "."); d.read.class }
t(:file_alloc_reopen_path) { File.allocate.reopen("io_uninit.rb") }
t(:file_alloc_reopen_mode) { File.allocate.reopen("io_uninit.rb", "r").gets }
t(:closed_reopen_path) { g = File.open("io_uninit.rb"); g.close; [g.path, g.reopen("io_uninit.rb").gets] }
