# the lines of monitor.rb in backtraces (folders stripped) are 1.8.7's, and
# a condition variable of a non-monitor fails with NoMethodError
require 'monitor'
def bt(e); e.backtrace.map { |l| l.sub(/^.*\//, '') }; end
m = Monitor.new
begin; m.exit; rescue Exception => e; p e.inspect.gsub(/0x[0-9a-f]+/, "X"), bt(e); end
begin; m.synchronize { raise "in" }; rescue Exception => e; p e.inspect.gsub(/0x[0-9a-f]+/, "X"), bt(e); end
c = m.new_cond
begin; c.wait; rescue Exception => e; p e.inspect.gsub(/0x[0-9a-f]+/, "X"), bt(e); end
begin; c.signal; rescue Exception => e; p e.inspect.gsub(/0x[0-9a-f]+/, "X"), bt(e); end
begin; c.broadcast; rescue Exception => e; p e.inspect.gsub(/0x[0-9a-f]+/, "X"), bt(e); end
begin; m.synchronize { c.wait_until { raise "wu" } }; rescue Exception => e; p e.inspect.gsub(/0x[0-9a-f]+/, "X"), bt(e); end
begin; m.synchronize { c.wait_while { raise "ww" } }; rescue Exception => e; p e.inspect.gsub(/0x[0-9a-f]+/, "X"), bt(e); end
o = Object.new; o.extend(MonitorMixin)
begin; o.mon_exit; rescue Exception => e; p e.inspect.gsub(/0x[0-9a-f]+/, "X"), bt(e); end
begin; o.mon_synchronize { raise "x" }; rescue Exception => e; p e.inspect.gsub(/0x[0-9a-f]+/, "X"), bt(e); end
begin; o.synchronize { o.synchronize { raise "x" } }; rescue Exception => e; p e.inspect.gsub(/0x[0-9a-f]+/, "X"), bt(e); end
begin; m.mon_enter; m.synchronize { m.new_cond.wait(0.01); raise "after" }; rescue Exception => e; p e.inspect.gsub(/0x[0-9a-f]+/, "X"), bt(e); end
begin; MonitorMixin::ConditionVariable.new(nil).wait; rescue Exception => e; p e.class, bt(e); end
begin; Monitor.new.new_cond.wait_until; rescue Exception => e; p e.class, bt(e); end
p MonitorMixin.instance_method(:mon_enter).arity, Monitor.instance_method(:initialize).arity rescue p $!
p MonitorMixin.instance_methods.sort, MonitorMixin::ConditionVariable.instance_methods(false).sort
p MonitorMixin::ConditionVariable::Timeout rescue p $!
p Monitor.ancestors
require 'thread'
def bt2(e); bt(e); end
mm = Mutex.new
begin; mm.unlock; rescue Exception => e; p e.inspect.gsub(/0x[0-9a-f]+/, "X"), bt(e); end
begin; mm.synchronize { mm.lock }; rescue Exception => e; p e.inspect.gsub(/0x[0-9a-f]+/, "X"), bt(e); end
q = SizedQueue.new(1)
begin; q.max = 0; rescue Exception => e; p e.inspect.gsub(/0x[0-9a-f]+/, "X"), bt(e); end
begin; Queue.new.pop(true); rescue Exception => e; p e.inspect.gsub(/0x[0-9a-f]+/, "X"), bt(e); end
begin; ConditionVariable.new.wait(Object.new); rescue Exception => e; p e.inspect.gsub(/0x[0-9a-f]+/, "X"), bt(e); end
begin; ConditionVariable.new.wait(mm); rescue Exception => e; p e.inspect.gsub(/0x[0-9a-f]+/, "X"), bt(e); end
begin; MonitorMixin::ConditionVariable.new(nil).wait; rescue Exception => e; p e; end
begin; MonitorMixin::ConditionVariable.new(nil).signal; rescue Exception => e; p e; end
begin; MonitorMixin::ConditionVariable.new(5).broadcast; rescue Exception => e; p e; end
