# monitor: condition variables (wait with a timeout answers false when the
# time runs out, true when signalled), ownership errors, mixin forms
require 'monitor'
require "helper"
m = Monitor.new
c = m.new_cond
show("wait timeout") { m.synchronize { c.wait(0.05) } }
show("wait not owner") { c.wait }
show("signal not owner") { c.signal }
show("wait_until") { r = []; t = Thread.new { m.synchronize { c.wait_until { r.size > 0 }; r << :woke } }; sleep 0.05; m.synchronize { r << 1; c.signal }; t.join; r }
show("wait_while") { flag = true; t = Thread.new { m.synchronize { c.wait_while { flag }; :ok } }; sleep 0.05; m.synchronize { flag = false; c.broadcast }; t.value }
show("count") { m.mon_enter; m.mon_enter; x = m.instance_variable_get(:@mon_count); m.mon_exit; m.mon_exit; x }
show("try_enter other") { m.mon_enter; r = Thread.new { m.try_enter }.value; m.mon_exit; r }
show("exit other") { m.mon_enter; r = (Thread.new { m.mon_exit rescue $!.class }.value); m.mon_exit; r }
show("synchronize value") { m.synchronize { 42 } }
show("synchronize raise") { begin; m.synchronize { raise "x" }; rescue; end; m.try_enter.tap { m.exit } rescue [m.try_enter, m.exit] }
show("extend") { o = Object.new; o.extend(MonitorMixin); o.synchronize { 1 } }
show("include") { class MC; include MonitorMixin; def initialize; super(); end; end; MC.new.mon_synchronize { 2 } }
show("include no super") { class MC2; include MonitorMixin; def initialize; end; end; MC2.new.synchronize { 3 } rescue $!.class }
show("mon_locked") { m.respond_to?(:mon_locked?) }
show("cond class") { [c.class, MonitorMixin::ConditionVariable::Timeout.superclass] }
show("wait timeout 0") { m.synchronize { c.wait(0) } }
show("recursive wait") { m.synchronize { m.synchronize { c.wait(0.01) } } }
m2 = Monitor.new; c2 = m2.new_cond; t = Thread.new { m2.synchronize { c2.wait(2) } }; sleep 0.1; m2.synchronize { c2.signal }; p t.value
