# a stopped child seen with WUNTRACED, then continued; coredump? and exit codes of signals
$stdout.sync = true
def insp(s); s.inspect.sub(/pid=\d+/, "pid=N"); end
pid = fork { sleep 2; exit 6 }
sleep 0.3
Process.kill(:STOP, pid)
wpid, st = Process.waitpid2(pid, Process::WUNTRACED)
p [wpid == pid, st.stopped?, st.stopsig, st.exited?, st.signaled?, st.exitstatus, st.success?]
p insp(st)
p st.to_s.sub(/\d+/, "N")
Process.kill(:CONT, pid)
Process.wait(pid)
p [$?.exitstatus, $?.stopped?, $?.stopsig]
pid = fork { Process.kill(:USR1, $$); sleep 1 }
Process.wait(pid)
p [$?.signaled?, $?.termsig, insp($?), $?.exitstatus, $?.success?]
pid = fork { Process.kill(:HUP, $$); sleep 1 }
Process.wait(pid)
p insp($?)
pid = fork { exit! 0 }
Process.wait pid
p [insp($?), $?.success?, $?.to_s.sub(/\d+/, "N")]
p Process.wait2(fork { exit 255 })[1].exitstatus
p Process::WNOHANG, Process::WUNTRACED
st = Process.wait2(fork { exit 1 }, 0)[1]
p st.exitstatus
p((Process.waitpid(-1, Process::WNOHANG) rescue $!.class))
