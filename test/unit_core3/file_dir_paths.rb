require 'helper'
paths = ["", "/", "//", "///", "//a/b", "a", "a/", "a//", "/a", "/a/", "a/b/c", "a/b.c", ".a", "a.", "a.b.", ".", "..", "...", "a/.b", "a/..", "/..", "~", "~/", "~/a", "~root", "~nosuchuserxyz", "a\\b", "a/b/", ".bashrc.d", "a.b/c", "/a.b/c.", "foo.rb/", "x.tar.gz", "..rb", "a..b"]
paths.each do |pth|
  show("path #{pth.inspect}") { [File.basename(pth), File.dirname(pth), File.extname(pth), File.split(pth), (File.basename(pth, ".*") rescue $!.class), (File.basename(pth, "b") rescue $!.class), (File.basename(pth, ".c") rescue $!.class)] }
  show("expand #{pth.inspect}") { r = File.expand_path(pth, "/base/dir"); r.sub(ENV["HOME"], "HOME") }
  show("expand2 #{pth.inspect}") { File.expand_path(pth, "/").sub(ENV["HOME"], "HOME") }
end
show(:expand_rel_base) { File.expand_path("a", "b").sub(Dir.pwd, "PWD") }
show(:expand_tilde_base) { File.expand_path("a", "~").sub(ENV["HOME"], "HOME") }
show(:expand_nil) { File.expand_path(nil) }
show(:expand_home_unset) { h = ENV.delete("HOME"); begin; File.expand_path("~"); ensure; ENV["HOME"] = h; end }
show(:expand_home_rel) { h = ENV["HOME"]; ENV["HOME"] = "rel"; begin; File.expand_path("~"); ensure; ENV["HOME"] = h; end }
show(:join) { [File.join, File.join(""), File.join("a", "b"), File.join("a/", "/b"), File.join("a//", "//b"), File.join("/", "a"), File.join("", "a"), File.join("a", ""), File.join(["a", ["b"]], "c"), File.join("a", "", "b")] }
show(:join_rec) { a = ["a"]; a << a; File.join(a) }
show(:join_bad) { File.join(1) }
show(:join_nil) { File.join(nil) }
show(:basename_bad) { File.basename(nil) }
show(:basename_suffix_star) { [File.basename("a.rb", "*"), File.basename("a.rb", ".*"), File.basename(".rb", ".rb"), File.basename("a.rb", "a.rb"), File.basename("a.rb/", ".rb")] }
show(:sep) { [File::SEPARATOR, File::Separator, File::ALT_SEPARATOR, File::PATH_SEPARATOR] }
fn = "tmp_file.txt"
File.open(fn, "w") { |f| f.write("hello") }
show(:stat) { s = File.stat(fn); [s.size, s.size?, s.file?, s.directory?, s.symlink?, s.pipe?, s.socket?, s.chardev?, s.blockdev?, s.zero?, s.ftype, s.readable?, s.writable?, s.executable?, s.mode.to_s(8), s.nlink, s.uid == Process.uid, s.setuid?, s.sticky?, s.mtime.class, s.owned?, s.grpowned?, s.blksize.class, s.blocks.class, s.dev.class, s.ino.class, s.rdev.class, s.inspect =~ /File::Stat/] }
show(:stat_cmp) { File.stat(fn) <=> File.stat(fn) }
show(:stat_cmp_bad) { File.stat(fn) <=> 1 }
show(:stat_new) { File::Stat.new(fn).size }
show(:stat_noent) { File.stat("nonexist") }
show(:lstat_noent) { File.lstat("nonexist") }
show(:stat_dir) { File.stat(".").ftype }
show(:stat_dev) { [File.stat("/dev/null").ftype, File.stat("/dev/null").chardev?] }
show(:fstat) { File.open(fn) { |f| f.stat.size } }
show(:lstat_io) { File.open(fn) { |f| f.lstat.size } rescue $!.class }
show(:predicates) { [File.exist?(fn), File.exists?(fn), File.file?(fn), File.directory?(fn), File.readable?(fn), File.writable?(fn), File.executable?(fn), File.size(fn), File.size?(fn), File.zero?(fn), File.symlink?(fn), File.pipe?(fn), File.socket?(fn), File.owned?(fn), File.setuid?(fn), File.sticky?(fn), File.executable_real?(fn), File.world_readable?(fn), File.world_writable?(fn)] }
show(:pred_noent) { [File.exist?("nx"), File.size?("nx"), File.zero?("nx"), File.file?("nx"), File.world_readable?("nx")] }
show(:size_noent) { File.size("nx") }
show(:pred_io) { File.open(fn) { |f| [File.exist?(f), File.size(f)] } rescue $!.class }
show(:ftype) { [File.ftype(fn), File.ftype("."), File.ftype("/dev/null")] }
show(:chmod) { [File.chmod(0600, fn), File.stat(fn).mode & 0777, File.chmod(0644), File.chmod(0755, fn, fn)] }
show(:chmod_bad) { File.chmod("a", fn) }
show(:chmod_noent) { File.chmod(0644, "nx") }
show(:fchmod) { File.open(fn) { |f| [f.chmod(0640), f.stat.mode & 0777] } }
show(:umask) { old = File.umask; [File.umask(022), File.umask, File.umask(old)] }
show(:umask_create) { old = File.umask(077); File.open("um.txt", "w") {}; m = File.stat("um.txt").mode & 0777; File.delete("um.txt"); File.umask(old); m.to_s(8) }
show(:umask_bad) { File.umask(1, 2) }
show(:utime) { [File.utime(Time.at(0), Time.at(100), fn), File.atime(fn).to_i, File.mtime(fn).to_i] }
show(:utime_nil) { File.utime(nil, nil, fn); (File.mtime(fn) - Time.now).abs < 5 }
show(:utime_int) { File.utime(1, 2, fn); [File.atime(fn).to_i, File.mtime(fn).to_i] }
show(:utime_float) { File.utime(1.5, 2.5, fn); File.mtime(fn).to_i }
show(:utime_bad) { File.utime("a", "b", fn) }
show(:utime_noent) { File.utime(0, 0, "nx") }
show(:symlink) { File.symlink(fn, "lnk"); [File.symlink?("lnk"), File.readlink("lnk"), File.lstat("lnk").symlink?, File.stat("lnk").symlink?, File.ftype("lnk"), File.lstat("lnk").size] }
show(:symlink_exist) { File.symlink(fn, "lnk") }
show(:readlink_bad) { File.readlink(fn) }
show(:dangling) { File.symlink("nx", "dl"); [File.exist?("dl"), File.symlink?("dl"), (File.stat("dl") rescue $!.class)] }
show(:link) { File.link(fn, "hl"); [File.stat(fn).nlink, File.identical?(fn, "hl")] }
show(:link_exist) { File.link(fn, "hl") }
show(:rename) { File.rename("hl", "hl2"); File.exist?("hl2") }
show(:rename_noent) { File.rename("nx", "nx2") }
show(:delete) { File.delete("hl2", "lnk", "dl") }
show(:delete_noent) { File.delete("nx") }
show(:unlink_dir) { File.unlink(".") }
show(:truncate) { File.truncate(fn, 10); File.read(fn) }
show(:truncate_neg) { File.truncate(fn, -1) }
show(:truncate_noent) { File.truncate("nx", 0) }
show(:flock_nb) { File.open(fn) { |f| File.open(fn) { |g| f.flock(File::LOCK_EX); g.flock(File::LOCK_EX | File::LOCK_NB) } } }
show(:flock_bad) { File.open(fn) { |f| f.flock(999) } }
show(:mkfifo) { File.respond_to?(:mkfifo) }
show(:file_new_perm) { f = File.new("perm.txt", "w", 0600); f.close; m = File.stat("perm.txt").mode & 0777; File.delete("perm.txt"); m.to_s(8) }
show(:file_new_blk) { File.new(fn) { } }
show(:file_open_perm_int) { f = File.open("perm.txt", File::CREAT | File::WRONLY, 0640); f.close; m = File.stat("perm.txt").mode & 0777; File.delete("perm.txt"); m.to_s(8) }
show(:fnmatch) { [File.fnmatch("*.rb", "a.rb"), File.fnmatch("*", ".a"), File.fnmatch("*", ".a", File::FNM_DOTMATCH), File.fnmatch("a?c", "abc"), File.fnmatch("[a-c]", "b"), File.fnmatch("[!a]", "a"), File.fnmatch("*/b", "a/b"), File.fnmatch("*", "a/b", File::FNM_PATHNAME), File.fnmatch("A", "a", File::FNM_CASEFOLD), File.fnmatch("\\*", "*"), File.fnmatch("\\*", "*", File::FNM_NOESCAPE), File.fnmatch("**/b", "a/c/b", File::FNM_PATHNAME), File.fnmatch("{a,b}", "a"), File.fnmatch("[^a]", "b")] }
show(:atime_noent) { File.atime("nx") }
show(:ctime) { File.ctime(fn).class }
show(:path) { File.new(fn).path }
show(:file_path_meth) { File.respond_to?(:path) }
show(:chown) { File.chown(nil, nil, fn) }
show(:chown_neg) { File.chown(-1, -1, fn) }
show(:lchmod) { File.lchmod(0644, fn) rescue $!.class }
show(:lchown) { File.lchown(nil, nil, fn) }
show(:dir) { Dir.mkdir("d1"); Dir.mkdir("d1/d2"); File.open("d1/f.rb", "w") {}; File.open("d1/.h", "w") {}; File.open("d1/d2/g.rb", "w") {}; [Dir.entries("d1").sort, Dir["d1/*"].sort, Dir["d1/**/*.rb"].sort, Dir.glob("d1/*", File::FNM_DOTMATCH).sort, Dir.glob("d1/{f,g}.rb"), Dir.glob("d1/[a-f]*"), Dir.glob(["d1/f.rb", "d1/d2"]).sort, Dir["d1/f.rb\0d1/d2"].sort, Dir.glob("d1/**/").sort, Dir["d1/nx"], Dir.glob("D1/*", File::FNM_CASEFOLD)] }
show(:dir_glob_blk) { a = []; r = Dir.glob("d1/*") { |x| a << x }; [r, a.sort] }
show(:dir_each) { a = []; Dir.foreach("d1") { |x| a << x }; a.sort }
show(:dir_obj) { d = Dir.new("d1"); r = [d.path, d.read.class, d.tell.class, d.rewind.equal?(d), d.entries.sort.size, d.each { }.equal?(d), d.inspect]; d.close; r }
show(:dir_closed) { d = Dir.new("d1"); d.close; d.read }
show(:dir_closed2) { d = Dir.new("d1"); d.close; d.close }
show(:dir_open_blk) { Dir.open("d1") { |d| d.class } }
show(:dir_noent) { Dir.new("nx") }
show(:dir_chdir) { Dir.chdir("d1") { |x| [x, Dir.pwd.sub(/.*\//, "")] } }
show(:dir_chdir_noent) { Dir.chdir("nx") }
show(:dir_mkdir_exist) { Dir.mkdir("d1") }
show(:dir_rmdir_nonempty) { Dir.rmdir("d1") }
show(:dir_rmdir_noent) { Dir.rmdir("nx") }
show(:dir_exist) { [File.directory?("d1"), Dir.respond_to?(:exist?)] }
show(:dir_seek) { d = Dir.new("d1"); a = d.read; pos = d.tell; b = d.read; d.seek(pos); c = d.read; d.close; b == c }
show(:dir_pos_set) { d = Dir.new("d1"); d.pos = 0; d.close }
show(:dir_mkdir_perm) { Dir.mkdir("d3", 0700); m = File.stat("d3").mode & 0777; Dir.rmdir("d3"); m.to_s(8) }
show(:dir_tmp) { Dir.tmpdir rescue $!.class }
show(:dir_glob_flags_bad) { Dir.glob("*", "a") }
show(:dir_delete) { File.delete("d1/d2/g.rb"); Dir.delete("d1/d2"); Dir.unlink("d1/d2") }
File.delete(fn)
