# 1.8.7: a deadlock found while a non-main thread waits also leaves the
# main thread "aborting" once it rescued the fatal error; a Thread.new then
# kills it before the new thread runs (exit status 1).
$stdout.sync = true
$stderr.reopen("/dev/null", "w")   # the deadlock report shows addresses
at_exit { p [:at_exit, $!] }
t = Thread.new { begin; Thread.stop; ensure; p :t_ensure; end }
Thread.pass until t.stop?
u = Thread.new { t.join }
begin
  u.join
rescue Exception => e
  # "aborting" now: a timer tick would kill it before it reports (a slow
  # build); a critical section keeps the ticks off while it does
  Thread.critical = true
  p [:main, e.class, Thread.current.status]
  Thread.critical = false
end
Thread.new { p :new_thread_ran }
p :not_reached
