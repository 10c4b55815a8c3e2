# hostile arguments give Ruby exceptions, never a crash
def t(label)
  r = yield
  r = r.size if r.is_a?(String) && r.size > 50
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message[0, 80]}"
end
File.open("r.txt", "w") { |f| f.write "abc" }
f = File.open("r.txt")

t(:read_fixnum_max) { f.rewind; f.read(2**62) }
t(:sysread_huge) { f.rewind; f.sysread(2**62) }
t(:readpartial_huge) { f.rewind; f.readpartial(2**62) }
t(:read_frozen_buf) { f.rewind; f.read(1, "x".freeze) }
t(:ungetc_huge) { f.rewind; f.getc; f.ungetc(2**62) }
t(:ungetc_neg) { f.rewind; f.getc; f.ungetc(-1); f.getc }
t(:seek_huge) { f.seek(2**62) }
t(:seek_bignum) { f.seek(2**64) }
t(:gets_huge_sep) { f.rewind; f.gets("x" * 100000) }
t(:long_path) { File.open("a" * 5000) }
t(:long_component) { File.open("a" * 300) }
t(:nul_path) { File.open("r.txt\0x") }
t(:nul_dir) { Dir.mkdir("d\0") }
t(:nul_stat) { File.stat("r\0") }
t(:nul_exist) { File.exist?("r.txt\0") }
t(:glob_long) { Dir["a" * 5000 + "*"] }
t(:glob_many_braces) { Dir["{" + (1..200).map { |i| "x#{i}" }.join(",") + "}"] }
t(:glob_nested_braces) { Dir["{" * 50 + "a" + "}" * 50] }
t(:glob_many_stars) { Dir["*" * 200 + "z"] }
t(:select_many) { IO.select([f] * 1000, nil, nil, 0).class }
t(:select_bignum_timeout) { IO.select(nil, nil, nil, 2**70) rescue $!.class }
t(:kill_huge_pid) { Process.kill(0, 2**62) }
t(:kill_sig_huge) { Process.kill(2**40, $$) }
t(:setrlimit_huge) { Process.setrlimit(Process::RLIMIT_CORE, 2**80) }
t(:getrlimit_neg) { Process.getrlimit(-5) }
t(:marshal_huge_string) { Marshal.load("\004\b\"\004\377\377\377\177") }
t(:marshal_huge_array) { Marshal.load("\004\b[\004\377\377\377\177") }
t(:marshal_huge_hash) { Marshal.load("\004\b{\004\377\377\377\177") }
t(:marshal_huge_bignum) { Marshal.load("\004\bl+\004\377\377\377\177") }
t(:marshal_huge_ivars) { Marshal.load("\004\bo:\vObject\004\377\377\377\177") }
t(:marshal_deep_nest) { Marshal.load("\004\b" + "[\006" * 10000 + "0").class }
t(:marshal_deep_dump) { a = []; 10000.times { a = [a] }; Marshal.dump(a).size }
t(:io_new_neg) { IO.new(-5) }
t(:io_new_huge) { IO.new(2**62) }
t(:sysopen_neg_perm) { IO.sysopen("p.txt", "w", -1).class }
t(:dir_seek_garbage) { d = Dir.new("."); d.seek(123456789); d.read.class }
t(:truncate_huge) { File.truncate("r.txt", 2**62) }
f.close
t(:kill_float_pid) { Process.kill(0, 1.5) }
t(:kill_str_pid) { Process.kill(0, "1") }
t(:kill_nil_pid) { Process.kill(0, nil) }
