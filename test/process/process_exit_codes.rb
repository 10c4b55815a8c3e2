# exit/exit!/abort argument forms seen from a parent through $?
$stdout.sync = true
def run(label, &blk)
  pid = fork { $stderr.reopen($stdout); blk.call }
  Process.wait(pid)
  puts "#{label}: exitstatus=#{$?.exitstatus.inspect} signaled=#{$?.signaled?}"
end
run(:exit_noarg) { exit }
run(:exit_true) { exit true }
run(:exit_false) { exit false }
run(:exit_int) { exit 42 }
run(:exit_neg) { exit(-1) }
run(:exit_big) { exit 257 }
run(:exit_float) { exit 2.7 }
run(:exit_str) { begin; exit "x"; rescue TypeError => e; puts "TypeError #{e.message}"; exit 3; end }
run(:exit_nil) { begin; exit nil; rescue TypeError => e; puts "TypeError #{e.message}"; exit 4; end }
run(:exit_bang_noarg) { exit! }
run(:exit_bang_true) { exit! true }
run(:exit_bang_false) { exit! false }
run(:exit_bang_int) { exit! 9 }
run(:exit_bang_skips_at_exit) { at_exit { puts "never" }; exit! 1 }
run(:exit_runs_ensure) { begin; exit 5; ensure; puts "ensure ran"; end }
run(:exit_rescued) { begin; exit 6; rescue SystemExit => e; puts "rescued #{e.status} #{e.success?} #{e.message}"; end; exit 7 }
run(:abort_noarg) { abort }
run(:abort_msg) { abort "abort message" }
run(:abort_rescued) { begin; abort "m"; rescue SystemExit => e; puts "rescued #{e.status} #{e.message.inspect}"; end }
run(:abort_int) { begin; abort 5; rescue TypeError => e; puts "TypeError #{e.message}"; exit 2; end }
run(:raise_exits_1) { raise ArgumentError, "arg" }
run(:at_exit_order) { at_exit { puts "first registered" }; at_exit { puts "second registered" }; exit 3 }
run(:at_exit_exit) { at_exit { exit 8 }; exit 2 }
run(:exit_in_thread) { Thread.new { exit 11 }.join; puts "not here" }
run(:system_exit_new) { e = SystemExit.new(12, "msg"); puts [e.status, e.message].inspect; raise e }
run(:kernel_exit_bang_str) { begin; exit! "x"; rescue TypeError => e; puts "TypeError #{e.message}"; exit! 13; end }
run(:throw_uncaught) { throw :nothing }
run(:term_self) { Process.kill(:TERM, $$); sleep 1 }
