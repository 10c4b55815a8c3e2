# (64-bit: where an int is a long, 1.8.7 converts the permissions without the < call)
# File.open/IO.sysopen(path, mode, perm): a String mode is parsed first, the
# permissions are converted next (1.8.7's unsigned int conversion asks the
# value's own <, which a Symbol taken as a number lacks), an Integer mode is
# checked last, then the file is opened
def t(l); r = yield; puts "#{l}: #{r.inspect}"; rescue Exception => e; puts "#{l}: #{e.class}: #{e.message}"; end
t(:sym_perm_missing) { File.open("", "r", :a) }
t(:sym_perm_create) { File.open("a.txt", "w", :a) { }; File.exist?("a.txt") }
t(:str_perm) { File.open("b.txt", "w", "1") { } }
t(:bad_modenum_str_perm) { File.open("", -1, "a") }
t(:bad_modenum_perm) { File.open("", -1, 0600) }
t(:bad_modenum_sym_perm) { File.open("c.txt", 3, :a) }
t(:obj_perm) { File.open("c.txt", "w", Object.new) }
t(:true_perm) { File.open("c.txt", "w", true) }
t(:bad_mode_sym_perm) { File.open("", "zz", :a) }
t(:nil_mode_sym_perm) { File.open("", nil, :a) }
t(:float_perm) { File.open("d.txt", "w", 0.5) { }; File.exist?("d.txt") }
t(:neg_float_perm) { File.open("e.txt", "w", -1.5) { }; File.exist?("e.txt") }
t(:sysopen_bad_modenum_sym_perm) { IO.sysopen("", -1, :a) }
t(:sysopen_bad_mode_sym_perm) { IO.sysopen("", "zz", :a) }
t(:sysopen_nil_mode_sym_perm) { IO.sysopen("", nil, :a) }
t(:sysopen_nil_path) { IO.sysopen(nil, nil, :a) }
t(:files) { Dir["*.txt"].sort }
