# a thread back from a condition wait gets the monitor before a thread that
# waits to enter it (1.8.7's waiting queue comes first)
require 'monitor'
mon = Monitor.new; c = mon.new_cond
$l = []
# each thread is waited for until it sleeps (a slow build may be preempted)
w = Thread.new { mon.synchronize { $l << :w_wait; c.wait; $l << :w_woke } }
Thread.pass until w.stop?
mon.enter
e = Thread.new { mon.synchronize { $l << :e_in } }
Thread.pass until e.stop?
$l << :signal
c.signal
$l << :exit
mon.exit
[w, e].each { |t| t.join }
p $l
$l = []
ws = (1..3).map do |i|
  t = Thread.new { mon.synchronize { c.wait; $l << [:w, i] } }
  Thread.pass until t.stop?
  t
end
mon.enter
es = (1..2).map do |i|
  t = Thread.new { mon.synchronize { $l << [:e, i] } }
  Thread.pass until t.stop?
  t
end
c.broadcast
mon.exit
(ws + es).each { |t| t.join }
p $l
