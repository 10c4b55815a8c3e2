# Mutex#lock waits as a join on the owner (1.8.7): when the owner dies of an
# exception before the waiter runs again, the waiter gets that exception
require 'thread'
require "helper"   # fresh_slice, agreed
m = Mutex.new
t2 = Thread.new { m.lock; Thread.stop; Thread.current.priority = 1; m.unlock; raise IOError, "owner died" }
Thread.pass until t2.stop?
t1 = Thread.new { begin; m.synchronize { :got }; rescue Exception => e; [e.class, e.message, e.backtrace, m.locked?]; end }
Thread.pass until t1.stop?
t2.run
p t1.value
p m.locked?
t3 = Thread.new { m.lock; Thread.stop; raise ArgumentError, "dies holding" }
Thread.pass until t3.stop?
t4 = Thread.new { begin; m.lock; [:got2, m.locked?]; rescue Exception => e; [e.class, e.message, e.backtrace]; end }
Thread.pass until t4.stop?
t3.run
p t4.value
t5 = Thread.new { m.lock; Thread.stop; :normal_end }
Thread.pass until t5.stop?
t6 = Thread.new { m.lock; :got3 }
Thread.pass until t6.stop?
t5.run
p t6.value
$l = agreed do
  m = Mutex.new; cv = ConditionVariable.new; $l = []
  t1 = Thread.new { begin; Thread.pass; $l << [1, :x11]; m.synchronize { $l << [1, :s]; Thread.pass }; $l << [1, :x13]; rescue Exception => e; $l << [1, :rescued, e.class, e.message]; end }
  t2 = Thread.new { m.lock; $l << [2, :x1]; cv.broadcast; $l << [2, :x3]; Thread.current.priority = 1; $l << [2, :x5]; m.unlock; $l << [2, :x9]; m.unlock }
  t3 = Thread.new { $l << [3, :x6]; m.synchronize { cv.wait(m) }; $l << [3, :x8] }
  Thread.pass
  $l << [:main, [t1, t2, t3].map { |t| t.status }]
  # a disturbed run may leave t3 waiting for good: a limit, no deadlock
  [t1, t2, t3].each { |t| (t.join(5) or ($l << :stuck; t.kill)) rescue $l << [:jerr, $!.class, $!.message[0, 20]] }
  $l
end
$l.each { |x| p x }
