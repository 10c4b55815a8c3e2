# MonitorMixin::ConditionVariable#signal/#broadcast and Monitor#exit end with
# a Thread.pass (1.8.7): the other threads run at once
require 'thread'; require 'monitor'
m = Mutex.new; cv = ConditionVariable.new; q = Queue.new; sq = SizedQueue.new(2); $l = []; mon = Monitor.new; mc = mon.new_cond
ts = []
ts << Thread.new { q << 0; $l << [0, :x1]; sq << 0; $l << [0, :x3]; mon.synchronize { mc.signal }; $l << [0, :x5]; m.synchronize { cv.signal }; $l << [0, :x7]; sq << 0; $l << [0, :x9] }
Thread.pass
$l << :main
ts.each { |t| t.join }
p $l
mon = Monitor.new; mc = mon.new_cond
$l = []
t = Thread.new { $l << 1; mon.synchronize { $l << 2 }; $l << 3; mon.synchronize { mc.signal }; $l << 4; mon.enter; $l << 5; mon.exit; $l << 6; mc.instance_eval { @monitor }; mon.mon_try_enter; $l << 7; mon.exit; $l << 8 }
$l << :main
t.join
p $l
