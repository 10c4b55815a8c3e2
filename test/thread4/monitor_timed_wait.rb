# MonitorMixin::ConditionVariable#wait(timeout): true when signalled, false
# when the time runs out; a bad timeout only loses the timer (the wait goes
# on until a signal); mon_exit lets a woken entrant run at once
require 'monitor'
m = Monitor.new
c = m.new_cond
m.enter
t = Thread.new { Thread.pass while c.count_waiters == 0; m.synchronize { c.signal } }
p c.wait(-1)
p c.wait(0)
p c.wait(0.01)
t.join
Thread.new { Thread.pass while c.count_waiters == 0; m.synchronize { c.broadcast } }
p c.wait("x")
p Thread.list.size
m.exit
m.enter
w = Thread.new { p :w_start; m.synchronize { p :w_in; c.wait(10); p :w_woke } }
Thread.pass
p [:main, w.status]
m.exit
p [:after_exit, w.status, Thread.list.size]
m.synchronize { c.signal }
w.join
p Thread.list.size
