# ConditionVariable: wait/signal/broadcast values and errors, how signal and
# broadcast let the woken threads run, critical sections, killed waiters
require 'thread'
require "helper"
m = Mutex.new
cv = ConditionVariable.new
show("signal none") { cv.signal.class }
show("broadcast none") { cv.broadcast.class }
show("wait not owner") { cv.wait(m) }
show("wait 2 args") { cv.wait(m, 1) }
show("wait Fixnum") { cv.wait(1) }
show("wait nil") { cv.wait(nil) }
show("marshal_dump") { cv.marshal_dump }
show("dump") { Marshal.dump(cv) }
show("load") { Marshal.load(Marshal.dump(cv)).class }
show("new(1)") { ConditionVariable.new(1) }
show("methods") { ConditionVariable.instance_methods(false).sort }
show("arity") { %w(wait signal broadcast).map { |n| ConditionVariable.instance_method(n).arity } }
show("ivars") { cv.instance_variables }

def spinner(log, name)
  Thread.new { 4.times { log << name; Thread.pass } }
end

# signal outside a critical section: the others run before it returns
log = []
c = Thread.new { m.synchronize { log << :c_wait; r = cv.wait(m); log << [:c_woke, r.class, m.locked?] } }
b = spinner(log, :b)
log << :sig
cv.signal
log << :after_sig
c.join; b.join
p log

# signal in a critical section: no switch, critical stays
log = []
c = Thread.new { m.synchronize { log << :c_wait; cv.wait(m); log << :c_woke } }
b = spinner(log, :b)
Thread.critical = true
cv.signal
log << [:after_sig, Thread.critical]
Thread.critical = false
log << :x
c.join; b.join
p log

# broadcast in a critical section ends it and lets the waiters run
log = []
ws = (1..3).map { |i| Thread.new { m.synchronize { log << [i, :wait]; cv.wait(m); log << [i, :woke] } } }
Thread.pass until ws.all? { |t| t.stop? }
Thread.critical = true
log << :bc
cv.broadcast
log << [:after_bc, Thread.critical]
ws.each { |t| t.join }
p log

# signal wakes the first waiter; a killed waiter is skipped
log = []
ws = (1..3).map { |i| Thread.new { m.synchronize { begin; cv.wait(m); log << [i, :woke]; ensure; log << [i, :ensure, m.locked?]; end } } }
Thread.pass until ws.all? { |t| t.stop? }
ws[0].kill
log << [:killed, ws[0].status]
m.synchronize { cv.signal }
Thread.pass
m.synchronize { cv.signal }
ws.each { |t| t.join }
log << [:end, m.locked?]
p log

# a raised-into waiter takes the mutex back before the exception leaves
log = []
t = Thread.new do
  m.synchronize do
    begin
      cv.wait(m)
    rescue => e
      log << [:rescued, e.message, m.locked?]
    end
  end
end
Thread.pass until t.stop?
m.lock
t.raise("wake up")
Thread.pass
log << [:t, t.status]
m.unlock
t.join
log << [:end, m.locked?]
p log

# wait with another kind of lock goes through its methods
class FakeLock
  def initialize(log) @log = log end
  def exclusive_unlock; @log << :exclusive_unlock; yield; end
  def lock; @log << :lock; self; end
end
log = []
fl = FakeLock.new(log)
t = Thread.new { log << cv.wait(fl).class }
Thread.pass until t.stop?
cv.signal
t.join
p log
