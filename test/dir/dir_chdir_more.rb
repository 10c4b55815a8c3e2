# Dir.chdir nesting and warnings, Dir#each without a block, odd arguments
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
Dir.mkdir("a"); Dir.mkdir("a/b")
top = Dir.pwd
t(:nested) { Dir.chdir("a") { Dir.chdir("b") { File.basename(Dir.pwd) } } }
t(:back) { Dir.pwd == top }
t(:chdir_in_block) { Dir.chdir("a") { Dir.chdir("b"); File.basename(Dir.pwd) } }
t(:restored) { Dir.pwd == top }
t(:raise_restores) { begin; Dir.chdir("a") { raise "x" }; rescue; end; Dir.pwd == top }
t(:break_restores) { Dir.chdir("a") { break 3 }; Dir.pwd == top }
t(:each_noblock) { d = Dir.new("a"); r = d.each.class rescue $!.class; d.close; r }
t(:dir_each_enum_to_a) { d = Dir.new("a"); r = (d.each.to_a.sort rescue $!.class); d.close; r }
t(:entries_sorted) { Dir.entries("a").sort }
t(:glob_pathname_flag) { Dir.glob("a/*", File::FNM_PATHNAME) }
t(:glob_flags_nil) { Dir.glob("a/*", nil) }
t(:glob_flags_str) { Dir.glob("a/*", "x") }
t(:chdir_nil) { Dir.chdir(nil) }
t(:chdir_int) { Dir.chdir(5) }
t(:chdir_two) { Dir.chdir("a", "b") }
t(:mkdir_mode_str) { Dir.mkdir("c", "x") }
t(:mkdir_three) { Dir.mkdir("c", 1, 2) }
t(:rmdir_nil) { Dir.rmdir(nil) }
t(:open_nil) { Dir.open(nil) }
t(:foreach_nil) { Dir.foreach(nil) {} }
t(:pwd_type) { [Dir.pwd.class, Dir.pwd.tainted?] }
t(:glob_tainted) { Dir["a"][0].tainted? }
t(:entries_tainted) { Dir.entries("a")[0].tainted? }
t(:read_tainted) { Dir.open("a") { |d| d.read.tainted? } }
t(:chroot_perm) { Dir.chroot("/nonexistent") }
