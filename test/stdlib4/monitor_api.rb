# MonitorMixin as 1.8.7's: no mon_locked?/mon_owned?, thread.rb not loaded
require 'fixtures/apilist'
api_listing('monitor', /Monitor|Mutex|Queue|ConditionVariable|Thread/)
m = Monitor.new
p m.respond_to?(:mon_locked?), m.respond_to?(:mon_owned?)
buf = []
buf.extend(MonitorMixin)
c = buf.new_cond
t = Thread.new { buf.synchronize { c.wait_while { buf.empty? }; p buf.shift } }
Thread.pass until t.status == 'sleep'
buf.synchronize { buf << :item; c.signal }
t.join
p m.synchronize { m.synchronize { :nested } }
p((m.exit rescue $!.class), m.try_enter, m.exit)
p((c.wait rescue $!.class))
