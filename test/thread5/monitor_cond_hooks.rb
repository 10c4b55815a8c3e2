# MonitorMixin's private hooks as 1.8.7 has them (code that builds its own
# condition variables on a monitor calls them): mon_exit_for_cond leaves
# the monitor whatever the count (answering it), mon_enter_for_cond(count)
# takes it back with that count (waiting on the waiting queue, and leaving
# Thread.critical set if it had to wait), mon_release frees it and wakes
# one waiter, mon_acquire(queue) takes it.
require 'monitor'
require 'thread'
def show(l)
  r = begin; yield.inspect.sub(/0x[0-9a-f]+/, 'X'); rescue Exception => e; "#{e.class}: #{e.message.sub(/0x[0-9a-f]+/, 'X')}"; end
  puts "#{l}: #{r}"
end
def iv(m)
  [m.instance_variable_get(:@mon_owner) == Thread.current, m.instance_variable_get(:@mon_count),
   m.instance_variable_get(:@mon_entering_queue).size, m.instance_variable_get(:@mon_waiting_queue).size, Thread.critical]
end
show(:private) { MonitorMixin.private_instance_methods(false).sort }
show(:arity) { %w[mon_enter_for_cond mon_exit_for_cond mon_release mon_acquire mon_check_owner mon_initialize].map {|n| MonitorMixin.instance_method(n).arity } }
m = Monitor.new
show(:exit_for_cond_unowned) { [m.send(:mon_exit_for_cond), iv(m)] }
m.enter; m.enter
show(:exit_for_cond) { [m.send(:mon_exit_for_cond), iv(m)] }
show(:enter_for_cond) { [m.send(:mon_enter_for_cond, 5), iv(m)] }
show(:enter_for_cond_noarg) { m.send(:mon_enter_for_cond) }
m = Monitor.new
show(:release_unowned) { [m.send(:mon_release), iv(m)] }
m.enter
w = Thread.new { m.enter; :w_entered }
Thread.pass until w.stop?
show(:release_wakes) { [m.send(:mon_release), iv(m), w.status] }
Thread.pass
show(:waiter_in) { [w.status, w.value, iv(m)] }
m = Monitor.new
show(:acquire) { q = []; m.send(:mon_acquire, q); [q.size, iv(m)] }
t = Thread.new { m.send(:mon_enter_for_cond, 3); [Thread.critical, (Thread.critical = false)] }
Thread.pass until t.stop?
show(:enter_for_cond_waits) { iv(m) }
m.instance_variable_set(:@mon_count, 1)
m.exit
show(:enter_for_cond_back) { t.value }
show(:after) { iv(m) }
