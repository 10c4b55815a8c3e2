# wait/waitall argument and $? rules: explicit nil pid, nil flags, $? after waitall
$stdout.sync = true
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
t(:wnohang_nil) { Process.waitpid2(fork { sleep 0.3 }, Process::WNOHANG) }
t(:dollar_after_wnohang) { $? }
t(:waitall_sets) { Process.waitall.size; $?.class }
t(:waitall_empty_resets) { Process.waitall; $? }
t(:wait_nil_pid) { Process.wait(nil) }
t(:wait_nil_flags) { pid = fork { }; Process.wait(pid, nil) == pid }
t(:wait_str_flags) { pid = fork { }; begin; Process.wait(pid, "x"); ensure; Process.wait(pid); end }
t(:wait_float_pid) { Process.wait(1.5) }
t(:wait_zero) { pid = fork { exit 2 }; [Process.waitpid(0) == pid, $?.exitstatus] }
t(:wait_minus1) { pid = fork { exit 3 }; [Process.wait(-1) == pid, $?.exitstatus] }
t(:detach_nil) { Process.detach(nil) }
t(:detach_exit) { th = Process.detach(fork { exit 6 }); [th.value.exitstatus, th.alive?] }
