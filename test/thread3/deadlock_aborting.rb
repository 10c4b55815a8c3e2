# 1.8.7: after a deadlock's fatal error is rescued in the main thread, the
# main thread is "aborting": its next switch kills it (its ensure clauses
# and the at_exit procs run with $! nil, the other threads' ensure clauses
# after them) and the process exits 1.
$stdout.sync = true
$stderr.reopen("/dev/null", "w")   # the deadlock report shows addresses
at_exit { p [:at_exit, $!, Thread.current.status] }
t = Thread.new do
  begin
    Thread.stop
    p :never_resumed
  ensure
    p [:t_ensure, Thread.main.status]
  end
end
begin
  Thread.stop
rescue Exception => e
  p [e.class, Thread.list.map { |th| th.status }, Thread.main.alive?]
end
begin
  t.run
  p :not_reached
ensure
  p [:main_ensure, Thread.current.status]
end
p :not_reached_either
