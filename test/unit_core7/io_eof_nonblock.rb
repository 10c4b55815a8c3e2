# eof? on an empty non-blocking pipe (read_nonblock made it so) answers true
# in 1.8.7 instead of raising Errno::EAGAIN; once data arrives, false
r, w = IO.pipe
p((r.read_nonblock(1) rescue $!.class))
p r.eof?
w.write "ab"
p r.eof?, r.getc, r.read_nonblock(5)
w.close
p r.eof?
