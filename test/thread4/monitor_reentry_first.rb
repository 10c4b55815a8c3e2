# a thread back from a condition wait gets the monitor before a thread that
# waits to enter it (1.8.7's waiting queue comes first)
require 'monitor'
mon = Monitor.new; c = mon.new_cond
$l = []
w = Thread.new { mon.synchronize { $l << :w_wait; c.wait; $l << :w_woke } }
Thread.pass
mon.enter
e = Thread.new { mon.synchronize { $l << :e_in } }
Thread.pass
$l << :signal
c.signal
$l << :exit
mon.exit
[w, e].each { |t| t.join }
p $l
$l = []
ws = (1..3).map { |i| Thread.new { mon.synchronize { c.wait; $l << [:w, i] } } }
Thread.pass
mon.enter
es = (1..2).map { |i| Thread.new { mon.synchronize { $l << [:e, i] } } }
Thread.pass
c.broadcast
mon.exit
(ws + es).each { |t| t.join }
p $l
