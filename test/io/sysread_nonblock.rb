# reading a non-blocking descriptor with nothing to read, in a program
# without other threads: sysread and read raise Errno::EAGAIN (1.8.7),
# never spin; with data there they read it
require 'fcntl'
r, w = IO.pipe
r.fcntl(Fcntl::F_SETFL, Fcntl::O_NONBLOCK)
begin
  r.sysread(1)
rescue Errno::EAGAIN => e
  p e.class
end
w.write "ab"
p r.sysread(5)
begin
  r.read(1)
rescue Errno::EAGAIN => e
  p e.class
end
w.write "xyz"
p r.read(2)
w.close
p r.read
