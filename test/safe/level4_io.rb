# $SAFE = 4: only tainted streams may be used, closed or reopened; no new streams
$out = [].taint
def try(label)
  r = yield
  $out << "#{label}: ok #{r.inspect}"
rescue Exception => e
  $out << "#{label}: #{e.class}: #{e.message}"
end
File.open("f.txt", "w") { |f| f.puts "line"; f.puts "two" }
u = File.open("f.txt")
t = File.open("f.txt").taint
u2 = File.open("f.txt", "r+")
t2 = File.open("f.txt", "r+").taint
pi = IO.pipe
proc {
$SAFE = 4
try("close_read u") { u.close_read }
try("close_write u2") { u2.close_write }
try("close t") { t.close }
try("gets u") { u.gets }
try("read t") { t2.read }
try("write t2") { t2.write "x" }
try("write u2") { u2.write "x" }
try("seek u") { u.seek(0) }
try("rewind u") { u.rewind }
try("pos= u") { u.pos = 0 }
try("sync= u") { u.sync = true }
try("binmode u") { u.binmode }
try("fileno u") { u.fileno }
try("eof u") { u.eof? }
try("lineno= u") { u.lineno = 3 }
try("reopen t") { t2.reopen(u) }
try("flush u2") { u2.flush }
try("fsync u2") { u2.fsync }
try("ungetc u") { u.ungetc(65) }
try("stat u") { u.stat.size }
try("path u") { u.path }
try("each_line u") { u.each_line {} }
try("sysread u") { u.sysread(1) }
try("syswrite u2") { u2.syswrite("x") }
try("pipe write") { pi[1].write "x" }
try("pipe close") { pi[1].close }
try("for_fd") { IO.for_fd(u.fileno) }
try("IO.open") { IO.open(u.fileno) }
try("File.open tainted") { File.open("f.txt".taint) }
try("IO.read") { IO.read("f.txt") }
try("dup") { u.dup }
try("clone") { u.clone }
try("chmod") { u.chmod(0644) }
try("flock") { u.flock(File::LOCK_SH) }
try("truncate") { u2.truncate(0) }
try("atime") { u.atime.class }
try("lstat") { u.lstat.class }
try("inspect") { u.inspect }
try("to_io") { u.to_io.class }
try("tty?") { u.tty? }
try("pid") { u.pid }
try("closed?") { u.closed? }
try("getc") { u.getc }
try("readchar") { u.readchar }
try("printf") { printf("x") }
try("putc") { putc(?x) }
try("$stdout.putc") { $stdout.putc(?x) }
try("$stdout <<") { $stdout << "x" }
try("$stdout.print") { $stdout.print "x" }
try("$stdout.flush") { $stdout.flush }
try("$stdin.read") { $stdin.read }
try("STDIN.gets") { STDIN.gets }
try("readlines") { readlines }
try("ARGF.read") { ARGF.read }
}.call
puts $out
