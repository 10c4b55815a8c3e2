# after a thread dies the scheduler goes on from its place in the ring
# (the threads after it run before the main thread again), as 1.8.7
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
ts.each { |t| t.join }
p log
