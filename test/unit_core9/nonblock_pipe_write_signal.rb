# a write waiting on a full non-blocking pipe is ended by a signal: its
# trap runs there (here raising), instead of the signal being lost
require "helper"
trap("USR1") { raise "interrupted by USR1" }
r, w = IO.pipe
show("fill") { w.write_nonblock("q" * 100000) }
pid = fork { sleep 0.3; Process.kill("USR1", Process.ppid); exit! 0 }
show("write waits") { w.write("x" * 10000); w.flush }
Process.wait(pid)
show("reader frees") { r.read(65536).size }
