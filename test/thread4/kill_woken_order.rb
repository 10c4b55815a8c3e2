# a killed thread woken from a wait in its ensure (a Mutex#lock) is a plain
# runnable thread until it runs again: the scheduler does not pick it first
# (1.8.7), then it shows "aborting" again
require 'thread'
require "helper"   # fresh_slice, agreed
p(agreed do
  $l = []; m = Mutex.new; cv = ConditionVariable.new
  t0 = Thread.new { begin; m.synchronize { cv.wait(m); $l << :t0_woke }; ensure; $l << :t0_ens; end }
  t1 = Thread.new { sleep 0; $l << :t1_a; t0.kill; $l << :t1_b }
  t2 = Thread.new { $l << :t2_a; m.synchronize { cv.broadcast; $l << :t2_b }; $l << :t2_c }
  Thread.pass
  t3 = Thread.new { $l << :t3 }
  $l << :main
  # a disturbed run may leave a thread waiting for good: a limit, no deadlock
  [t0, t1, t2, t3].each { |t| t.join(5) or ($l << :stuck; t.kill) }
  $l
end)
p(agreed do
  m = Mutex.new
  $l = []
  t = Thread.new { begin; Thread.stop; ensure; $l << [:ens, Thread.current.status]; m.lock; $l << [:locked, Thread.current.status]; Thread.pass; $l << [:after_pass, Thread.current.status]; Thread.stop; $l << :end; end }
  Thread.pass until t.stop?
  m.lock
  t.kill
  $l << [:main1, t.status]
  m.unlock
  $l << [:main2, t.status]
  Thread.pass
  $l << [:main3, t.status]
  t.run
  t.join(5) or ($l << :stuck; t.kill)
  $l
end)
