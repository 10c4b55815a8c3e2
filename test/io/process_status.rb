# $? after system / backticks, Process::Status predicates, fork and wait.
$stdout.sync = true
system("sh", "-c", "exit 2")
st = $?
p st.class
p [st.exitstatus, st.success?, st.exited?, st.signaled?, st.to_i]
p st.inspect =~ /\A#<Process::Status: pid=\d+,exited\(2\)>\z/ ? :ok : st.inspect
p st == 512
p st >> 8
p st & 0xff00
`true`
p $?.success?
pid = fork { exit 7 }
Process.wait(pid)
p $?.exitstatus
p $?.pid == pid
pid = fork { exit! 3 }
p Process.wait2(pid)[1].exitstatus
p Process.pid == $$
p Process.ppid.is_a?(Integer)
t = Process.times
p t.class
p t.utime.class
p fork { } .class
Process.waitall
p system("true")
