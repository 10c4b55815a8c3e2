# IO#syswrite is one write(2): a signal ends a blocked one with the count
# written so far, and a full non-blocking pipe raises EAGAIN at once
$stdout.sync = true
require "helper"
trap("USR1") { puts "usr1 trapped" }
r, w = IO.pipe
pid = fork { sleep 0.3; Process.kill("USR1", Process.ppid) }
show("interrupted") { w.syswrite("q" * 200000) }
Process.wait(pid)
r, w = IO.pipe
show("fill") { w.write_nonblock("q" * 200000) }
show("full") { w.syswrite("x") }
show("full big") { w.syswrite("x" * 100000) }
show("devnull") { File.open("/dev/null", "w") { |f| f.syswrite("z" * 1000000) } }
