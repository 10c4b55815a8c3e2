# a thread waiting on a descriptor shows "sleep" until the scheduler picks
# it again, even when the descriptor is ready at once (1.8.7 wakes only
# the waiter that runs next); IO.select always goes through the scheduler
r, w = IO.pipe
w << "abc"
log = []
t = Thread.new { log << :a; r.sysread(1); log << :b; IO.select([r]); log << :c; w << "x"; log << :d }
5.times { log << t.status << t.stop?; Thread.pass }
t.join
p log
# the waiter that runs next is the first ready one after the current thread
log = []
b = Thread.new { Thread.stop; 4.times { log << $a.status; Thread.pass } }
$a = Thread.new { log << :a; r.sysread(1); log << :b; IO.select([r]); log << :c }
Thread.pass until b.stop?
b.run
4.times { log << :m; Thread.pass }
b.join; $a.join
p log
# Thread#wakeup and #run end an IO.select wait: it returns nil
r.sysread(100)
s = Thread.new { IO.select([r]) }
Thread.pass
p s.status
s.run
p s.value
s = Thread.new { IO.select([r], nil, nil, 5) }
Thread.pass
s.wakeup
p s.status
p s.value
s = Thread.new { IO.select([r]) }
Thread.pass
s.raise "in select"
p((s.value rescue $!))
# a ready descriptor is still returned
w << "q"
s = Thread.new { IO.select([r], nil, nil, 0) }
p s.value.map { |a| a.size }
