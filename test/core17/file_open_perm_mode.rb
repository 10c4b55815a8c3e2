# File.open/IO.sysopen with permissions: the mode must then be a String or
# Integer (nil raises) read up to a NUL; the permissions are an unsigned int
def t(l); r = yield; puts "#{l}: #{r.inspect}"; rescue Exception => e; puts "#{l}: #{e.class}: #{e.message}"; end
File.open("f.txt", "w") { |f| f.write "abc" }
t(:nil_mode) { File.open("f.txt", nil) { |f| f.read } }
t(:nil_mode_perm) { File.open("f.txt", nil, 0600) { |f| f.read } }
t(:nil_mode_nil_perm) { File.open("f.txt", nil, nil) { |f| f.read } }
t(:new_nil_mode_perm) { File.new("f.txt", nil, 0600).read }
t(:open_nil_mode_perm) { open("f.txt", nil, 0600) { |f| f.read } }
t(:nul_mode) { File.open("f.txt", "r\0") { |f| f.read } }
t(:nul_mode_perm) { File.open("f.txt", "r\0", 0600) { |f| f.read } }
t(:nul_mode_w_perm) { File.open("f.txt", "w\0", 0600) { |f| f.write "q" }; File.read("f.txt") }
t(:nul_mode_a_perm) { File.open("f.txt", "a+\0x", 0600) { |f| f.write "Q" }; File.read("f.txt") }
t(:only_nul_perm) { File.open("f.txt", "\0", 0600) { |f| f.read } }
t(:bad_mode_perm) { File.open("f.txt", "rz", 0600) { |f| f.read } }
t(:sym_mode_perm) { File.open("f.txt", :r, 0600) { |f| f.read } }
t(:float_perm_nil_mode) { File.open("f.txt", nil, 1.5) { } }
t(:perm_bignum) { File.open("f.txt", "r", 2**70) { } }
t(:perm_neg_bignum) { File.open("f.txt", "r", -2**70) { } }
t(:perm_minus_one) { File.open("n1.txt", "w", -1) { }; File.exist?("n1.txt") }
t(:sysopen_nul_mode) { IO.sysopen("f.txt", "r\0").class }
t(:sysopen_nul_mode_perm) { IO.sysopen("f.txt", "r\0", 0600).class }
t(:sysopen_nil_mode_perm) { IO.sysopen("f.txt", nil, 0600).class }
t(:sysopen_perm_bignum) { IO.sysopen("f.txt", "r", 2**70) }
t(:files) { Dir["n*.txt"].sort }
