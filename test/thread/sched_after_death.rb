# after a thread dies the scheduler goes on from its place in the ring
# (the threads after it run before the main thread again), as 1.8.7
# fresh_slice: a busy thread runs until the timer preempts it, so what
# follows starts a new time slice (no other thread may be runnable then).
# agreed: the result two runs in a row agree on, after a first run that
# warms up (new stacks, first calls).  A timer tick that falls inside a run
# (a slow build) may change its order; the order shown is the scheduler's
# own, which every undisturbed run gives.
def fresh_slice
  GC.start
  t = Thread.new { loop {} }
  t.kill
  t.join
end
def agreed
  fresh_slice; yield
  last = (fresh_slice; yield)
  loop { r = (fresh_slice; yield); return r if r == last; last = r }
end
p(agreed do
  log = []
  ts = (1..3).map { |i| Thread.new { log << i; Thread.stop; log << [i, :woke]; Thread.stop; log << [i, :woke2] } }
  log << :main
  Thread.pass
  log << :main2
  ts.each { |t| t.wakeup }
  Thread.pass
  log << :main3
  ts[2].wakeup; ts[0].wakeup; ts[1].wakeup
  Thread.pass
  log << :main4
  # a disturbed run may leave a thread stopped for good: a limit, no deadlock
  ts.each { |t| t.join(5) or (log << :stuck; t.kill) }
  log
end)
