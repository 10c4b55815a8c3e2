# common thread idioms: status, locals, value, join errors, groups, exit,
# throw, priority, argument passing, Queue and ConditionVariable hand-offs.
# Each thread is waited for until it sleeps, and a hand-off is settled one
# at a time: the order must not depend on when the timer preempts a thread.
require 'thread'
out = []
t = Thread.new { Thread.current[:a] = 1; sleep }
Thread.pass until t.stop?
out << t.status << t.alive? << t.stop? << t[:a] << t.key?(:a) << t.keys
t.run
t.join
out << t.status
t.kill; t.join
out << t.status << t.alive?
t = Thread.new { raise ArgumentError, "boom" }
begin; t.join; rescue => e; out << [e.class, e.message]; end
out << t.status
t = Thread.new { 42 }
out << t.value << t.join.equal?(t)
out << Thread.list.size << Thread.main.equal?(Thread.current)
t = Thread.new { Thread.stop; :woke }
Thread.pass until t.stop?
out << Thread.list.map { |x| x.status }
t.wakeup; out << t.value
g = ThreadGroup.new
t = Thread.new { Thread.stop }
Thread.pass until t.stop?
g.add(t)
out << g.list.size << t.group.equal?(g)
t.run; t.join
out << g.list.size
t = Thread.new { Thread.exit; :no }
out << t.value.inspect
t = Thread.new { throw :x }
begin; t.join; rescue Exception => e; out << [e.class, e.message.sub(/0x\w+/, 'X')]; end
t = Thread.new { Thread.current.priority = 3; Thread.current.priority }
out << t.value
r = []
ts = (1..3).map { |i| Thread.new(i) { |x| r << x; Thread.pass; r << x * 10 } }
ts.each { |x| x.join }
out << r.sort
q = Queue.new
th = (1..3).map { |i| x = Thread.new { q.pop * i }; Thread.pass until x.stop?; x }
3.times { |i| q << i + 1; th[i].join }
out << th.map { |x| x.value }
m = Mutex.new; c = ConditionVariable.new; done = false
w = Thread.new { m.synchronize { c.wait(m) until done; :done } }
m.synchronize { done = true; c.broadcast }
out << w.value
out.each { |o| p o }
