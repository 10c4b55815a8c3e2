# stderr's stdio stream is unbuffered; a dup of it, or a stream reopened on
# it, is buffered; STDERR reopened on another IO stays unbuffered, reopened
# on a path it is buffered (stdout and stderr share this case's pipe, so the
# order of the lines shows what waited in a buffer)
STDOUT.sync = true
e = STDERR.dup
e.print "dup 1\n"
puts "out 1"
e.print "dup 2\n"
e.flush
r, w = IO.pipe
w.reopen(STDERR)
w.print "reopened pipe\n"
puts "out 2"
w.flush
f = File.open("log", "w")
keep = STDERR.dup
STDERR.reopen(f)
STDERR.reopen(keep)
warn "stderr after reopen(io)"
puts "out 3"
STDERR.reopen("log", "w")
STDERR.reopen(keep)
warn "stderr after reopen(path)"
puts "out 4"
