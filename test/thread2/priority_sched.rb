# the runnable thread of the highest priority runs first; setting a
# priority is a switch point (1.8.7 has no range check on priorities)
log = []
lo = Thread.new { Thread.stop; 3.times { log << :lo; Thread.pass } }
hi = Thread.new { Thread.stop; 3.times { log << :hi; Thread.pass } }
Thread.pass until lo.stop? && hi.stop?
hi.priority = 2
p [hi.priority, lo.priority, Thread.current.priority]
lo.wakeup; hi.wakeup
Thread.pass
log << :m
[lo, hi].each { |t| t.join }
p log
log = []
x = Thread.new { Thread.current.priority = -1; 3.times { log << :x; Thread.pass } }
3.times { log << :m; Thread.pass }
x.join
p log
log = []
u = Thread.new { Thread.stop; log << :u }
Thread.pass until u.stop?
u.wakeup
log << :a
u.priority = 0
log << :b
u.join
p log
log = []
v = Thread.new { 3.times { log << :v; Thread.pass } }
w = Thread.new { 3.times { log << :w; Thread.pass } }
w.priority = 1
log << :m
[v, w].each { |t| t.join }
p log
t = Thread.new { Thread.stop }
t.priority = 100; p t.priority
t.priority = -100; p t.priority
t.priority = 1.9; p t.priority
begin; t.priority = 2**70; rescue RangeError => e; p e; end
begin; t.priority = "1"; rescue TypeError => e; p e; end
