# Mutex (thread.so): every method's value and error, single-threaded
require 'thread'
require "helper"
def mask(s) s.to_s.gsub(/0x[0-9a-f]+/, '0xX') end

m = Mutex.new
show("locked? new") { m.locked? }
show("try_lock") { m.try_lock }
show("try_lock again") { m.try_lock }
show("locked?") { m.locked? }
show("unlock no waiter") { m.unlock }
show("unlock unlocked") { m.unlock }
show("lock") { m.lock.equal?(m) }
begin
  m.lock
rescue ThreadError => e
  puts "relock: #{e.class}: #{mask(e.message)}"
end
show("still locked") { m.locked? }
m.unlock
show("synchronize value") { m.synchronize { :v } }
show("synchronize locked inside") { m.synchronize { m.locked? } }
show("synchronize raise") { m.synchronize { raise IOError, "in" } }
show("unlocked after raise") { m.locked? }
show("synchronize break") { [1].each { m.synchronize { break 7 } } }
show("unlocked after break") { m.locked? }
show("synchronize no block") { m.synchronize }
show("unlocked after no block") { m.locked? }
m.lock
show("synchronize while held") { begin; m.synchronize { 1 }; rescue ThreadError => e; mask(e.message); end }
m.unlock
# exclusive_unlock: releases, runs the block in a critical section, nil
m.lock
show("exclusive_unlock") { m.exclusive_unlock { [Thread.critical, m.locked?] } }
show("critical after") { Thread.critical }
m.lock
Thread.critical = true
show("exclusive_unlock in critical") { m.exclusive_unlock { 1 } }
show("critical kept") { Thread.critical }
Thread.critical = false
show("exclusive_unlock unlocked") { m.exclusive_unlock { 1 } }
m.lock
show("exclusive_unlock no block") { m.exclusive_unlock }
show("locked after no block") { m.locked? }
# Thread.critical: lock ends it, try_lock/unlock/locked? keep it
Thread.critical = true
m.lock
show("critical after lock") { Thread.critical }
Thread.critical = true
m.unlock
show("critical after unlock") { x = Thread.critical; Thread.critical = false; x }
Thread.critical = true
m.try_lock
show("critical after try_lock") { x = Thread.critical; Thread.critical = false; x }
m.unlock
# marshal, arity, allocate, ivars
show("marshal_dump") { m.marshal_dump }
show("marshal_load") { m.marshal_load(1) }
show("dump") { Marshal.dump(m) }
m.lock
show("load of locked") { Marshal.load(Marshal.dump(m)).locked? }
m.unlock
show("new(1)") { Mutex.new(1) }
show("lock(1)") { m.lock(1) }
show("allocate") { Mutex.allocate.locked? }
show("ivars") { m.instance_variables }
show("methods") { Mutex.instance_methods(false).sort }
show("arity") { %w(lock unlock try_lock locked? synchronize exclusive_unlock marshal_load).map { |n| Mutex.instance_method(n).arity } }
show("features") { $".grep(/thread/).sort }
show("exclusive") { Thread.exclusive { Thread.critical } }
show("exclusive after") { Thread.critical }
show("exclusive no block") { Thread.exclusive }
Thread.critical = true
show("exclusive restores") { [Thread.exclusive { 5 }, Thread.critical] }
Thread.critical = false
