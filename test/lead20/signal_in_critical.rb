# Thread.critical = true defers a signal to ourselves until it is cleared;
# a blocking sleep still takes it
begin
  Thread.critical = true
  Process.kill(:TERM, $$)
  p :in_critical
  Thread.critical = false
  p :not_reached
rescue SignalException => e
  p [:rescued, e.message]
end
r, w = IO.pipe
pid = fork { sleep 0.3; Process.kill(:USR1, Process.ppid); exit!(0) }
begin
  Thread.critical = true
  sleep 5
  p :slept
rescue SignalException => e
  Thread.critical = false
  p [:woken, e.message]
end
Process.wait(pid)
trap(:USR2) { p :handler }
Thread.critical = true
Process.kill(:USR2, $$)
p :before_handler
Thread.critical = false
p :after_handler
