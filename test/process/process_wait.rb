# wait/wait2/waitpid/waitpid2/waitall/detach with fork; $? and Process::Status
$stdout.sync = true
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
def st(s)
  [s.class, s.exited?, s.exitstatus, s.success?, s.signaled?, s.termsig, s.stopped?, s.stopsig, s.to_i, s.coredump?]
end
def insp(s)
  s.inspect.sub(/pid=\d+/, "pid=N")
end
t(:nochild_wait) { Process.wait }
t(:nochild_wait2) { Process.wait2 }
t(:nochild_waitall) { Process.waitall }
t(:dollar_q_initial) { $? }
pid = fork { exit 3 }
t(:wait_ret) { Process.wait == pid }
t(:status) { st($?) }
t(:inspect) { insp($?) }
t(:to_s) { $?.to_s.sub(/\d+/, "N") }
t(:pid) { $?.pid == pid }
t(:eq) { [$? == 768, $? == 3, $?.to_i == 768, ($? & 0xff00), ($? >> 8)] }
pid = fork { exit 0 }
t(:wait2) { r = Process.wait2(pid); [r.class, r.size, r[0] == pid, st(r[1])] }
t(:wait2_same_dollar) { $?.exitstatus }
pid = fork { exit! 5 }
t(:waitpid) { Process.waitpid(pid) == pid }
t(:waitpid_status) { st($?) }
pid = fork { sleep 0.2; exit 1 }
t(:wnohang) { Process.waitpid(pid, Process::WNOHANG) }
t(:waitpid2) { r = Process.waitpid2(pid); [r[0] == pid, r[1].exitstatus] }
t(:waitpid_again) { Process.waitpid(pid) }
pid = fork { Process.kill(:TERM, $$); sleep 1 }
Process.wait(pid)
t(:signaled) { st($?) }
t(:signaled_inspect) { insp($?) }
t(:signaled_to_s) { $?.to_s.sub(/\d+/, "N") }
pid = fork { Process.kill("KILL", Process.pid); sleep 1 }
Process.wait(pid)
t(:killed) { [$?.termsig, insp($?)] }
rd, wr = IO.pipe
pid = fork { $stderr.reopen("child_err.txt", "w"); $stderr.sync = true; rd.close; wr.write "r"; wr.close; sleep 5 }
wr.close; rd.read(1); sleep 0.3
t(:kill_parent) { Process.kill("SIGINT", pid) }
Process.wait(pid)
t(:kill_int) { [$?.signaled?, $?.termsig] }
t(:child_err) { File.read("child_err.txt")[/: Interrupt$/] }
pid = fork { sleep 5 }
t(:kill_neg_num) { Process.kill(-9, pid) rescue $!.class }
Process.kill(9, pid) rescue nil
Process.wait(pid)
t(:kill_9) { $?.termsig }
pids = (1..3).map { |i| fork { exit i } }
t(:waitall) { r = Process.waitall; [r.class, r.map { |pp, s| [pids.index(pp), s.exitstatus] }.sort] }
t(:waitall_empty) { Process.waitall }
pid = fork { exit 4 }
th = Process.detach(pid)
t(:detach_class) { th.class }
t(:detach_value) { v = th.value; [v.class, v.exitstatus, v.pid == pid] }
t(:detach_join) { th.join.equal?(th) }
t(:detach_bad) { Process.detach("x") }
t(:wait_bad) { Process.wait("x") }
t(:wait_neg) { Process.wait(-1) }
pid = fork { exit 200 }
Process.wait(pid)
t(:exit_200) { st($?) }
pid = fork { exit true }
Process.wait pid
t(:exit_true) { $?.exitstatus }
pid = fork { exit false }
Process.wait pid
t(:exit_false) { $?.exitstatus }
pid = fork { abort }
Process.wait pid
t(:abort) { $?.exitstatus }
pid = fork { raise "boom" rescue nil; exit 256 + 7 }
Process.wait pid
t(:exit_mod) { $?.exitstatus }
pid = fork { $stderr.reopen("/dev/null"); raise "unhandled" }
Process.wait pid
t(:raise_exit) { $?.exitstatus }
pid = fork { at_exit { exit 9 }; exit 2 }
Process.wait pid
t(:at_exit_override) { $?.exitstatus }
t(:status_methods) { Process::Status.instance_methods(false).sort }
t(:status_new) { Process::Status.new rescue $!.class }
