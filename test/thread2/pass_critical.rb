# Thread.pass switches even inside a critical section (1.8.7); run and
# wakeup do not, and the flag stays set for the thread that runs
log = []
t = Thread.new { Thread.stop; log << :t1 << Thread.critical; Thread.pass; log << :t2 }
Thread.pass until t.stop?
Thread.critical = true
t.wakeup
log << :m1
Thread.pass
log << :m2
Thread.pass
log << :m3
Thread.critical = false
t.join
p log
log = []
t = Thread.new { Thread.stop; log << :t1 }
Thread.pass until t.stop?
Thread.critical = true
t.run
log << :m1
Thread.critical = false
t.join
p log
# Thread.exclusive (C in 1.8.7: no frame of its own)
require 'thread'
log = []
t = Thread.new { Thread.stop; log << :t }
Thread.pass until t.stop?
r = Thread.exclusive { t.wakeup; log << :ex; Thread.critical }
p r, Thread.critical
t.join
p log
def f; Thread.exclusive { return 5 }; end
p f, Thread.critical
p Thread.method(:exclusive).arity
begin
  Thread.exclusive
rescue LocalJumpError => e
  p e.message, e.backtrace
end
