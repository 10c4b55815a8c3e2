require 'helper'
show(:fork_wait) { pid = fork { exit! 3 }; r = Process.wait(pid); [r == pid, $?.exitstatus, $?.success?, $?.exited?, $?.signaled?, $?.stopped?, $?.to_i, $? >> 8, $? & 0xff, $?.termsig, $?.stopsig, $?.pid == pid, $?.coredump?] }
show(:wait2) { pid = fork { exit 5 }; r = Process.wait2; [r[0] == pid, r[1].exitstatus, r[1].class] }
show(:waitpid2) { pid = fork { exit 0 }; r = Process.waitpid2(pid, 0); [r[0] == pid, r[1].success?] }
show(:wait_nohang) { pid = fork { sleep 0.5; exit! 0 }; r = Process.wait(pid, Process::WNOHANG); Process.wait(pid); r }
show(:wait_none) { Process.wait }
show(:wait_bad) { Process.wait(999999) }
show(:waitall) { 2.times { |i| fork { exit i } }; Process.waitall.map { |pid, st| st.exitstatus }.sort }
show(:waitall_empty) { Process.waitall }
show(:kill_term) { pid = fork { sleep 10 }; Process.kill(:TERM, pid); Process.wait(pid); [$?.signaled?, $?.termsig, $?.exitstatus, $?.success?, $?.inspect.sub(/\d+/, "P"), $?.to_s.sub(/\d+/, "P")] }
show(:kill_str) { pid = fork { sleep 10 }; Process.kill("KILL", pid); Process.wait(pid); $?.termsig }
show(:kill_neg) { pid = fork { sleep 10 }; Process.kill(-9, pid) rescue $!.class; Process.kill(9, pid); Process.wait(pid); $?.termsig }
show(:kill_bad) { Process.kill("FOO", 0) }
show(:kill_bad2) { Process.kill(1.5, 0) }
show(:kill_nopid) { Process.kill(0, 999999) }
show(:kill_0) { Process.kill(0, $$) }
show(:kill_noarg) { Process.kill(0) }
show(:kill_nil) { Process.kill(nil, $$) }
show(:exit_status_inspect) { pid = fork { exit 2 }; Process.wait(pid); $?.inspect.sub(/\d+/, "P") }
show(:st_eq) { pid = fork { exit 2 }; Process.wait(pid); [$? == 512, $?.to_int, $?.class] }
show(:getpgid) { Process.getpgid(0) == Process.getpgrp }
show(:getpgid_bad) { Process.getpgid(999999) }
show(:ppid) { Process.ppid.class }
show(:getrlimit) { [Process.getrlimit(Process::RLIMIT_NOFILE).size, Process.getrlimit(:NOFILE).class, Process::RLIM_INFINITY.class] rescue $! }
show(:getrlimit_str) { Process.getrlimit("NOFILE").class rescue $!.class }
show(:getrlimit_bad) { Process.getrlimit(:FOO) }
show(:getrlimit_bad2) { Process.getrlimit(nil) }
show(:setrlimit) { cur, max = Process.getrlimit(Process::RLIMIT_CORE); Process.setrlimit(Process::RLIMIT_CORE, cur, max) }
show(:setrlimit_one) { cur, max = Process.getrlimit(Process::RLIMIT_CORE); Process.setrlimit(Process::RLIMIT_CORE, cur) }
show(:setrlimit_bad) { Process.setrlimit(Process::RLIMIT_CORE, 2**70) }
show(:times) { t = Process.times; [t.class, t.members, t.utime.class] }
show(:uid) { [Process.uid.class, Process.euid.class, Process.gid.class, Process.egid.class] }
show(:pid) { $$ == Process.pid }
show(:priority) { Process.getpriority(Process::PRIO_PROCESS, 0).class }
show(:exit_in_fork) { pid = fork { begin; exit 7; ensure; puts "ens"; $stdout.flush; end }; Process.wait(pid); $?.exitstatus }
show(:exit_true) { pid = fork { exit true }; Process.wait(pid); $?.exitstatus }
show(:exit_false) { pid = fork { exit false }; Process.wait(pid); $?.exitstatus }
show(:exit_bang) { pid = fork { at_exit { puts "no" }; exit! }; Process.wait(pid); $?.exitstatus }
show(:exit_bang_f) { pid = fork { exit! false }; Process.wait(pid); $?.exitstatus }
show(:abort) { pid = fork { $stderr.reopen($stdout); abort "bye" }; Process.wait(pid); $?.exitstatus }
show(:abort_noarg) { pid = fork { abort }; Process.wait(pid); $?.exitstatus }
show(:raise_exit) { pid = fork { $stderr.reopen("/dev/null"); raise "x" }; Process.wait(pid); $?.exitstatus }
show(:exit_exc) { begin; exit 3; rescue SystemExit => e; [e.status, e.success?, e.message]; end }
show(:exit_exc2) { begin; exit; rescue SystemExit => e; [e.status, e.success?, e.message]; end }
show(:exit_bad) { exit "a" }
show(:sysexit_new) { [SystemExit.new.status, SystemExit.new(3).status, SystemExit.new(3, "m").message, SystemExit.new("m").status] }
show(:at_exit_order) { pid = fork { at_exit { puts "1" }; at_exit { puts "2"; exit 4 }; exit 1 }; Process.wait(pid); $?.exitstatus }
show(:at_exit_noblk) { at_exit }
show(:fork_blk_ret) { pid = fork { 42 }; Process.wait(pid); $?.exitstatus }
show(:system_args) { system("echo", "a b") }
show(:system_status) { system("sh", "-c", "exit 3"); $?.exitstatus }
show(:system_noexist) { [system("/nonexistent/x"), $?.exitstatus] }
show(:system_nil) { system(nil) }
show(:system_empty) { system("") }
show(:bt_status) { `sh -c 'exit 4'`; $?.exitstatus }
show(:bt_noexist) { `/nonexistent/x` }
show(:exec_fail) { exec("/nonexistent/x") }
show(:exec_fork) { pid = fork { exec("sh", "-c", "exit 6") }; Process.wait(pid); $?.exitstatus }
show(:detach) { pid = fork { exit 9 }; th = Process.detach(pid); [th.class, th.value.exitstatus] }
show(:setpgid) { Process.setpgid(0, 0) rescue $!.class }
show(:setsid) { pid = fork { Process.setsid; exit! 0 }; Process.wait(pid); $?.exitstatus }
show(:sleep_neg) { sleep(-1) }
show(:sleep_str) { sleep("1") }
show(:sleep_ret) { sleep(0.01) }
show(:sleep_nil) { sleep(nil) rescue $!.class }
show(:status_cmp) { pid = fork { exit 1 }; Process.wait(pid); [$? == 256, $? & 256, $?.to_i.class] }
show(:proc_status_new) { Process::Status.new }
show(:groups) { Process.groups.class }
show(:maxgroups) { Process.maxgroups.class }
show(:trap_sig) { r = []; old = trap("USR1") { r << 1 }; Process.kill("USR1", $$); sleep 0.1; trap("USR1", old); [r, old] }
show(:trap_ret) { trap("USR2", "IGNORE"); trap("USR2", "DEFAULT") }
show(:trap_ret2) { trap("USR2", "SIG_IGN"); trap("USR2", "SYSTEM_DEFAULT") }
show(:trap_ret3) { trap("USR2", nil); trap("USR2", "") }
show(:trap_ret4) { trap("USR2", "EXIT"); trap("USR2", proc {}) }
show(:trap_proc) { pr = proc { }; trap("USR2", pr); trap("USR2", "DEFAULT").equal?(pr) }
show(:trap_bad) { trap("FOO") {} }
show(:trap_bad2) { trap("KILL") {} }
show(:trap_bad3) { trap("STOP") {} }
show(:trap_bad4) { trap(99) {} }
show(:trap_bad5) { trap("SEGV") {} }
show(:trap_bad6) { trap("VTALRM") {} }
show(:trap_sym) { trap(:USR2, "DEFAULT") }
show(:trap_int) { trap(12, "DEFAULT") }
show(:trap_neg) { trap(-1, "DEFAULT") }
show(:trap_noarg) { trap }
show(:trap_noblk) { trap("USR2") }
show(:trap_exit) { pid = fork { trap("EXIT") { puts "exit trap" }; exit 2 }; Process.wait(pid); $?.exitstatus }
show(:trap_0) { pid = fork { trap(0) { puts "exit0 trap" } }; Process.wait(pid); $?.exitstatus }
show(:trap_cmd_exit) { pid = fork { trap("USR1", "EXIT"); Process.kill("USR1", $$); sleep 1; puts "not" }; Process.wait(pid); $?.exitstatus }
show(:trap_ignore) { pid = fork { trap("TERM", "IGNORE"); Process.kill("TERM", $$); sleep 0.1; puts "ignored"; exit 0 }; Process.wait(pid); $?.exitstatus }
show(:sig_list) { [Signal.list["INT"], Signal.list["EXIT"], Signal.list["IOT"], Signal.list["CLD"], Signal.list.size > 20] }
show(:interrupt) { pid = fork { begin; Process.kill("INT", $$); sleep 1; rescue Interrupt => e; puts "#{e.class} #{e.message.inspect} #{e.signo rescue 'nosigno'}"; end }; Process.wait(pid); $?.exitstatus }
show(:signal_exc) { pid = fork { begin; Process.kill("TERM", $$); sleep 1; rescue SignalException => e; puts "#{e.class} #{e.message.inspect}"; end }; Process.wait(pid); $?.exitstatus }
show(:sigexc_new) { [SignalException.new("INT").message, (SignalException.new("INT").signo rescue $!.class), SignalException.new(2).message] rescue $! }
show(:sigexc_bad) { SignalException.new("FOO") }
show(:sigexc_noarg) { SignalException.new }
show(:interrupt_new) { [Interrupt.new.message, Interrupt.new("x").message] }
show(:raise_sig_uncaught) { pid = fork { $stderr.reopen("/dev/null"); raise SignalException, "TERM" }; Process.wait(pid); [$?.signaled?, $?.termsig] }
show(:raise_int_uncaught) { pid = fork { $stderr.reopen("/dev/null"); raise Interrupt }; Process.wait(pid); [$?.signaled?, $?.termsig] }
