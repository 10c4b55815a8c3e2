# 1.8 extensions that use an IO's stdio FILEs (test/ext/fixtures/testext):
# GetOpenFile gives fptr->f over the IO's descriptor, and an IO an extension
# fills with rb_fdopen'ed FILEs (as 1.8's socket.c does) works as an IO
$:.unshift(ENV["RUBY_TESTEXT_DIR"] || "testext-not-built")
require "testext"
require "socket"
require "fcntl"

p TestExt.stdio_filenos($stderr) == [$stderr.fileno, nil]
r, w = IO.pipe
p TestExt.stdio_filenos(r) == [r.fileno, nil]
w.print "buffered "; w.flush
TestExt.stdio_puts(w, "through stdio\n")
w.puts "and IO again"
w.close
p r.read
File.open("lines.txt", "w") { |f| f.puts "one", "two" }
File.open("lines.txt") { |f| p TestExt.stdio_gets(f) }

a, b = UNIXSocket.pair
fd = b.fcntl(Fcntl::F_DUPFD)
b.close
io = TestExt.fdopen_duplex(IO, fd)
p io.fileno == fd, io.closed?
io.write "ping"
p a.read(4)
a.write "pong\n"
p io.gets
p TestExt.stdio_filenos(io) == [fd, fd]
io.close
p io.closed?, a.read
p((io.read rescue $!.class))
10.times { a2, b2 = UNIXSocket.pair; x = TestExt.fdopen_duplex(IO, b2.fcntl(Fcntl::F_DUPFD)); b2.close; x.close; a2.close }
p :done
