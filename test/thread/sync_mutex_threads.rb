# Mutex between threads: lock order (FIFO hand-off), unlock lets the
# others run, a dead owner's lock is free and wakes its waiters, killed or
# raised-into waiters leave the queue.  Logs are printed at the end.
require 'thread'
m = Mutex.new

# three waiters: unlock hands the lock over in arrival order
log = []
m.lock
ts = (1..3).map { |i| Thread.new { log << [i, :want]; m.lock; log << i; m.unlock; log << [i, :done] } }
Thread.pass until ts.all? { |t| t.stop? }
log << :unlocking
log << m.unlock.class
log << [:try, m.try_lock]
m.unlock if m.locked? && false
ts.each { |t| t.join }
p log

# unlock with a waiter lets the runnable threads run first (round robin)
log = []
m.lock
ta = Thread.new { log << :a_want; m.lock; log << :a_got; m.unlock }
tb = Thread.new { 3.times { log << :b; Thread.pass } }
log << :main_unlock
m.unlock
log << :main_after
ta.join; tb.join
p log

# in a critical section unlock hands over without switching
log = []
m.lock
ta = Thread.new { log << :a_want; m.lock; log << :a_got; m.unlock }
Thread.critical = true
m.unlock
log << [:crit, Thread.critical]
log << [:try, m.try_lock]
Thread.critical = false
begin
  m.unlock
rescue ThreadError => e
  log << e.message
end
ta.join
p log

# a thread that dies holding the lock frees it; its waiter gets it
log = []
t = Thread.new { m.lock }
t.join
log << [:dead_holder, m.locked?, m.try_lock]
m.unlock
t = Thread.new { m.lock; Thread.stop; log << :t_end }
w = Thread.new { log << :w_want; m.lock; log << :w_got; m.unlock }
log << [:w, w.status]
w.wakeup
Thread.pass
log << [:w_after_wakeup, w.status]
t.wakeup; t.join
log << [:after_t, m.locked?]
w.join
log << [:end, m.locked?]
p log

# a waiter handed the lock and killed before it ran
log = []
m.lock
w = Thread.new { begin; m.lock; log << :w_got; ensure; log << :w_ensure; end }
Thread.critical = true
m.unlock
w.kill
Thread.critical = false
log << [:killed, w.status, m.locked?]
log << [:try, m.try_lock]
w.join
log << [:w_dead, m.locked?, m.try_lock]
m.unlock
p log

# killed and raised-into waiters leave the queue; the next one gets it
log = []
m.lock
k = Thread.new { begin; m.lock; log << :k_got; ensure; log << :k_ensure; end }
r = Thread.new { begin; m.lock; log << :r_got; rescue => e; log << [:r, e.message]; end }
g = Thread.new { m.lock; log << :g_got; m.unlock }
Thread.pass until [k, r, g].all? { |t| t.stop? }
k.kill
r.raise("stop waiting")
Thread.pass
log << [:statuses, k.status, r.status, g.status]
m.unlock
[k, r, g].each { |t| t.join }
log << [:end, m.locked?]
p log

# counter protected across threads that pass while holding the lock
count = 0
ths = (1..5).map { Thread.new { 50.times { m.synchronize { v = count; Thread.pass; count = v + 1 } } } }
ths.each { |t| t.join }
p count
