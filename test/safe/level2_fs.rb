# $SAFE = 2: calls that change the file system, even on untainted names
def try(label)
  r = yield
  puts "#{label}: ok #{r.inspect}"
rescue SecurityError => e
  puts "#{label}: #{e.class}: #{e.message}"
rescue Exception => e
  puts "#{label}: #{e.class}"
end
File.open("f.txt", "w") { |f| f.puts "line" }
File.open("h.txt", "w") { |f| f.puts "line" }
Dir.mkdir("dd")
$SAFE = 2
try("chmod") { File.chmod(0644, "f.txt") }
try("chmod bad mode") { File.chmod("x", "f.txt") }
try("lchmod") { File.lchmod(0644, "f.txt") }
try("chown") { File.chown(nil, nil, "f.txt") }
try("lchown") { File.lchown(nil, nil, "f.txt") }
try("utime") { File.utime(0, 0, "f.txt") }
try("truncate") { File.truncate("f.txt", 3) }
try("symlink") { File.symlink("f.txt", "l") }
try("link") { File.link("f.txt", "l2") }
try("rename") { File.rename("h.txt", "g.txt") }
try("delete") { File.delete("g.txt") }
try("unlink") { File.unlink("g.txt") }
try("readlink") { File.readlink("l") }
try("umask") { File.umask }
try("umask set") { File.umask(022) }
try("umask bad") { File.umask("x") }
try("mkdir") { Dir.mkdir("e") }
try("rmdir") { Dir.rmdir("dd") }
try("Dir.unlink") { Dir.unlink("dd") }
try("chdir") { Dir.chdir(".") }
try("chdir block") { Dir.chdir(".") { 1 } }
try("chroot") { Dir.chroot(".") }
try("Dir.glob") { Dir.glob("*.txt").sort }
try("Dir.entries") { Dir.entries("dd").sort }
try("Dir.pwd") { Dir.pwd == File.expand_path(".") }
try("File.open w") { File.open("n.txt", "w") { |f| f.write "x" } }
try("File.open a") { File.open("f.txt", "a") { 1 } }
try("File.open r+") { File.open("f.txt", "r+") { 1 } }
try("File.new creat") { File.new("q.txt", File::CREAT|File::WRONLY).close }
try("IO.sysopen w") { IO.sysopen("s.txt", "w").class }
try("File.open r") { File.open("f.txt") { |f| f.read } }
try("File#chmod") { File.open("f.txt") { |f| f.chmod(0644) } }
try("File#chown") { File.open("f.txt") { |f| f.chown(nil, nil) } }
try("File#flock") { File.open("f.txt") { |f| f.flock(File::LOCK_SH) } }
try("File#flock closed") { f = File.open("f.txt"); f.close; f.flock(File::LOCK_SH) }
try("File#truncate") { File.open("f.txt", "r+") { |f| f.truncate(1) } }
try("File#lstat") { File.open("f.txt") { |f| f.lstat.size } }
try("File#atime") { File.open("f.txt") { |f| f.atime.class } }
try("File#path") { File.open("f.txt") { |f| f.path } }
try("IO#ioctl") { $stdout.ioctl(0) }
try("IO#fcntl") { $stdout.fcntl(1) }
try("IO#fcntl bad command") { $stdout.fcntl("x") }
try("IO#reopen") { $stderr.reopen($stdout).class }
try("IO.new") { IO.new(1, "w").fileno }
try("IO#sysseek") { File.open("f.txt") { |f| f.sysseek(0) } }
try("IO.pipe") { IO.pipe.size }
try("Stat") { File.stat("f.txt").size }
try("test ?d") { test(?d, "dd") }
try("exist") { File.exist?("f.txt") }
try("expand") { File.expand_path("f.txt") == File.join(Dir.pwd, "f.txt") }
try("syscall") { syscall(39) }
try("syscall no args") { syscall }
try("ENV[]=") { ENV["SAFE2_X"] = "y" }
try("sleep") { sleep 0 }
try("GC.start") { GC.start }
try("system") { system("true") }
try("backtick") { `echo hi` }
