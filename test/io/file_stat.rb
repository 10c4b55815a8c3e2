# stat/lstat/truncate/flock and File::Stat methods on files made here
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
File.open("st.txt", "w") { |f| f.write "0123456789" }
File.chmod(0644, "st.txt")
Dir.mkdir("sd") rescue nil
File.symlink("st.txt", "ln") rescue nil
File.symlink("nowhere", "dangling") rescue nil
s = File.stat("st.txt")
t(:class) { s.class }
t(:size) { [s.size, s.size?] }
t(:mode) { "%o" % s.mode }
t(:ftype) { [s.ftype, File.stat("sd").ftype, File.lstat("ln").ftype, File.ftype("ln"), File.ftype("sd")] }
t(:preds) { [s.file?, s.directory?, s.symlink?, s.pipe?, s.socket?, s.chardev?, s.blockdev?] }
t(:perm_preds) { [s.readable?, s.writable?, s.executable?, s.readable_real?, s.writable_real?, s.executable_real?] }
t(:bits) { [s.setuid?, s.setgid?, s.sticky?, s.zero?, s.owned?, s.respond_to?(:grpowned?)] }
t(:ids) { [s.uid == Process.euid, s.gid.class, s.ino.class, s.dev.class, s.nlink, s.blksize.class, s.blocks.class] }
t(:dev_parts) { [s.rdev.class, s.respond_to?(:rdev_major), s.respond_to?(:dev_minor)] }
t(:world) { [File.respond_to?(:world_readable?), FileTest.respond_to?(:world_writable?)] }
t(:inspect) { s.inspect.gsub(/\w{3} \w{3} \d+ \d\d:\d\d:\d\d \+0000 \d{4}/, 'T').sub(/dev=\w+, ino=\d+/, 'X').sub(/blocks=\d+/, 'B') }
t(:times) { [s.atime.class, s.mtime.class, s.ctime.class] }
t(:cmp) { [s <=> File.stat("st.txt"), s == s, (s <=> 3)] }
t(:lstat_link) { [File.lstat("ln").symlink?, File.stat("ln").symlink?, File.lstat("ln").size == File.readlink("st.txt".sub(/.*/, "ln")).size] }
t(:stat_dangling) { File.stat("dangling") }
t(:lstat_dangling) { File.lstat("dangling").symlink? }
t(:stat_missing) { File.stat("missing") }
t(:lstat_missing) { File.lstat("missing") }
t(:stat_nil) { File.stat(nil) }
t(:io_stat) { File.open("st.txt") { |f| [f.stat.size, f.stat.file?, f.lstat.file?] } }
t(:io_lstat_link) { File.open("ln") { |f| f.lstat.symlink? } }
t(:stat_new) { File::Stat.new("st.txt").size }
t(:stat_new_missing) { File::Stat.new("missing") }
t(:stat_zero) { File.open("z.txt", "w") {}; [File.stat("z.txt").zero?, File.stat("z.txt").size?, File.zero?("z.txt"), File.size?("z.txt")] }
t(:inspect_prefix) { s.inspect[0, 17] }
t(:file_preds) { [File.file?("st.txt"), File.directory?("sd"), File.symlink?("ln"), File.exist?("dangling"), File.exists?("st.txt"), File.readable?("missing"), File.size("st.txt")] }
t(:size_missing) { File.size("missing") }
t(:truncate) { File.truncate("st.txt", 4); File.read("st.txt") }
t(:truncate_grow) { File.truncate("st.txt", 6); File.read("st.txt") }
t(:truncate_missing) { File.truncate("missing", 0) }
t(:truncate_neg) { File.truncate("st.txt", -1) }
t(:ftruncate) { File.open("st.txt", "r+") { |f| f.truncate(2) }; File.read("st.txt") }
t(:ftruncate_ro) { File.open("st.txt") { |f| f.truncate(1) } }
t(:ftruncate_buffered) { File.open("st.txt", "r+") { |f| f.write "abc"; f.truncate(1); f.write "Z" }; File.read("st.txt") }
t(:flock) { File.open("st.txt") { |f| [f.flock(File::LOCK_EX), f.flock(File::LOCK_UN), f.flock(File::LOCK_SH | File::LOCK_NB)] } }
t(:flock_consts) { [File::LOCK_SH, File::LOCK_EX, File::LOCK_NB, File::LOCK_UN] }
t(:flock_conflict) {
  a = File.open("st.txt"); b = File.open("st.txt")
  a.flock(File::LOCK_EX)
  r = b.flock(File::LOCK_EX | File::LOCK_NB)
  a.close; b.close
  r
}
t(:flock_bad) { File.open("st.txt") { |f| f.flock("x") } }
t(:chmod) { [File.chmod(0600, "st.txt", "z.txt"), "%o" % File.stat("st.txt").mode] }
t(:io_chmod) { File.open("st.txt") { |f| [f.chmod(0640), "%o" % f.stat.mode] } }
t(:chmod_missing) { File.chmod(0600, "missing") }
t(:utime) { File.utime(Time.at(0), Time.at(100), "st.txt"); [File.atime("st.txt").to_i, File.mtime("st.txt").to_i] }
t(:utime_nums) { File.utime(5, 7, "st.txt"); File.stat("st.txt").mtime.to_i }
t(:rename) { [File.rename("z.txt", "z2.txt"), File.exist?("z2.txt")] }
t(:rename_missing) { File.rename("missing", "x") }
t(:delete_many) { File.open("d1", "w") {}; File.open("d2", "w") {}; File.delete("d1", "d2") }
t(:unlink_missing) { File.unlink("missing") }
t(:delete_dir) { File.delete("sd") }
t(:link) { [File.link("st.txt", "hard"), File.stat("st.txt").nlink] }
t(:link_exists) { File.link("st.txt", "hard") }
t(:symlink_exists) { File.symlink("st.txt", "ln") }
t(:readlink) { File.readlink("ln") }
t(:readlink_notlink) { File.readlink("st.txt") }
t(:umask) { File.umask.class }
t(:mkfifo_pipe) { File.pipe?("st.txt") }
t(:size_io) { File.open("st.txt") { |f| f.size } rescue $!.class }
t(:atime_io) { File.open("st.txt") { |f| [f.atime.class, f.mtime.to_i, f.ctime.class] } }
