# at exit every other thread is marked killed at once (1.8.7): one made
# runnable just before the end only unwinds, one waiting in a plain ensure
# is killed there, a Thread.pass in a killed thread's ensure goes to the
# next one; killed threads leave their group and their priority
$stdout.sync = true
# fresh_slice: a busy thread runs until the timer preempts it, so what
# follows starts a whole time slice before the next tick (no other thread
# is runnable then); the scheduling order shown is 1.8.7's, not the timer's
def fresh_slice
  GC.start
  t = Thread.new { loop {} }
  t.kill
  t.join
end
# each thread is waited for until it sleeps (a slow build may be preempted)
ts = (0..4).map do |i|
  t = Thread.new do
    begin
      Thread.stop
      puts "#{i} cont"
    ensure
      puts "#{i} ens"
      Thread.pass
      puts "#{i} ens2"
    end
  end
  Thread.pass until t.stop?
  t
end
w = Thread.new do
  begin
    :body
  ensure
    print "w in plain ensure\n"
    Thread.stop
    puts "w never"
  end
end
Thread.pass until w.stop?
g = Thread.new do
  Thread.current.priority = 3
  begin
    Thread.stop
  ensure
    me = Thread.current
    p [me.group, me.priority, me.status, ThreadGroup::Default.list.size]
    p ThreadGroup.new.add(me), me.group
  end
end
Thread.pass until g.stop?
fresh_slice
ts[1].wakeup
ts[3].wakeup
print "exit.\n"
