# after a thread dies the scheduler goes on from its place in the ring
# (the threads after it run before the main thread again), as 1.8.7
require "helper"   # fresh_slice, agreed
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
