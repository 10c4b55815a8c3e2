# Errno messages of file operations (MRI: "Message - name"), File::Stat and
# FileTest predicates, File class methods on paths, Dir operations.
def show
  yield
rescue SystemCallError, IOError, ArgumentError, TypeError => e
  puts "#{e.class}: #{e.message}"
end
show { File.open("missing.txt") }
show { File.read("missing.txt") }
show { File.readlines("missing/deeper") }
show { Dir.mkdir("missing/deeper") }
show { Dir.rmdir("missing") }
show { File.unlink("missing.txt") }
show { File.rename("missing.txt", "x") }
show { File.stat("missing.txt") }
show { File.lstat("missing.txt") }
show { File.size("missing.txt") }
show { File.mtime("missing.txt") }
show { File.ftype("missing.txt") }
show { File.readlink("missing.txt") }
show { Dir.open("missing") }
show { Dir.entries("missing") }
show { Dir.chdir("missing") }
File.open("plain.txt", "w") { |f| f.print "12345" }
Dir.mkdir("dir")
show { Dir.mkdir("dir") }
show { File.open("dir", "w") }
show { Dir.rmdir("plain.txt") }
show { File.open("plain.txt/x") }
show { File.readlink("plain.txt") }
show { File.open("plain.txt", "q") }
show { File.open("plain.txt", "rw") }
show { File.open(nil) }
show { File.new("plain.txt", "r").write("x") }
show { File.new("plain.txt", "w").read }
p File.size("plain.txt"), File.size?("plain.txt"), File.size?("missing"), File.zero?("plain.txt")
File.open("plain.txt", "w") { |f| f.print "12345" }
p FileTest.exist?("plain.txt"), FileTest.file?("dir"), FileTest.directory?("dir")
p File.readable?("plain.txt"), File.writable?("plain.txt"), File.executable?("plain.txt")
p File.exist?("missing"), File.file?("missing"), File.symlink?("plain.txt")
File.symlink("plain.txt", "link")
p File.symlink?("link"), File.readlink("link"), File.lstat("link").symlink?, File.stat("link").symlink?
p File.ftype("link"), File.ftype("dir"), File.ftype("plain.txt")
st = File.stat("plain.txt")
p st.size, st.file?, st.directory?, st.pipe?, st.socket?, st.chardev?, st.blockdev?
p st.nlink, st.uid == Process.uid, st.ftype, st.readable?, st.zero?, st.size?
p (st.mode & 0777).class, st.mtime.class, st.ino.class, st.dev.class
p File.stat("/dev/null").chardev?, File.stat("/dev/null").ftype
File.chmod(0600, "plain.txt")
p "%o" % (File.stat("plain.txt").mode & 0777)
p File.utime(Time.at(0), Time.at(1_000_000), "plain.txt")
p File.mtime("plain.txt").to_i, File.atime("plain.txt").to_i
p File.rename("plain.txt", "renamed.txt"), File.exist?("plain.txt")
p File.delete("renamed.txt", "link")
p File.basename("/a/b.rb", ".rb"), File.basename("/a/b.rb", ".*"), File.dirname("/a/b/c"),
  File.extname("x.tar.gz"), File.split("/a/b"), File.join("a", ["b", "c"], "d")
p File.expand_path("a/../b", "/x"), File.expand_path("/a/./b//c/")
p Dir.entries("dir").sort, Dir["dir/*"]
p Dir.rmdir("dir"), File.directory?("dir")
p Errno::ENOENT.new.message, Errno::ENOENT.new("name").message, Errno::EACCES::Errno
p Errno::EEXIST.new("x").errno, SystemCallError.new(2).class rescue p $!
