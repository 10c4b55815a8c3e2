# $SAFE = 2: no file system changes even with untainted names
def try(label)
  r = yield
  puts "#{label}: ok #{r.inspect}"
rescue SecurityError => e
  puts "#{label}: #{e.class}: #{e.message}"
rescue Exception => e
  puts "#{label}: #{e.class}"
end
File.open("f.txt", "w") { |f| f.puts "line" }
$SAFE = 2
try("read") { File.read("f.txt") }
try("chmod") { File.chmod(0644, "f.txt") }
try("unlink") { File.unlink("f.txt") }
try("rename") { File.rename("f.txt", "g.txt") }
try("mkdir") { Dir.mkdir("d") }
try("rmdir") { Dir.rmdir("d") }
try("chdir") { Dir.chdir(".") }
try("umask") { File.umask(022) }
try("truncate") { File.truncate("f.txt", 0) }
try("utime") { File.utime(0, 0, "f.txt") }
try("symlink") { File.symlink("f.txt", "l") }
try("link") { File.link("f.txt", "l2") }
try("File#chmod") { File.open("f.txt") { |f| f.chmod(0644) } }
try("File#flock") { File.open("f.txt") { |f| f.flock(File::LOCK_SH) } }
try("kill") { Process.kill(0, $$) }
try("load") { load "f.txt" }
try("syscall") { syscall(39) }
try("exit!") { :skip }
try("setpriority") { Process.setpriority(Process::PRIO_PROCESS, 0, 0) }
try("eval") { eval("1") }
