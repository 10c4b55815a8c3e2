# at exit every other thread is marked killed at once (1.8.7): one made
# runnable just before the end only unwinds, one waiting in a plain ensure
# is killed there, a Thread.pass in a killed thread's ensure goes to the
# next one; killed threads leave their group and their priority
$stdout.sync = true
# each thread is waited for until it sleeps (a slow build may be preempted);
# lines are written whole (a switch inside puts could split them)
ts = (0..4).map do |i|
  t = Thread.new do
    begin
      Thread.stop
      print "#{i} cont\n"
    ensure
      Thread.critical = true
      print "#{i} ens\n"
      Thread.pass
      print "#{i} ens2\n"
    end
  end
  Thread.pass until t.stop?
  t
end
w = Thread.new do
  begin
    :body
  ensure
    print "w in plain ensure\n"   # a switch point: w shows "sleep" in it
    $w_printed = true
    Thread.stop
    print "w never\n"
  end
end
Thread.pass until $w_printed && w.stop?
g = Thread.new do
  Thread.current.priority = 3
  begin
    Thread.stop
  ensure
    Thread.critical = true
    me = Thread.current
    p [me.group, me.priority, me.status, ThreadGroup::Default.list.size]
    p ThreadGroup.new.add(me), me.group
  end
end
Thread.pass until g.stop?
# no timer switch from here on (a woken thread would print "cont"); the exit
# ends the critical section, which each ensure clause takes again: they run
# in the order of the exit and their own passes, not the timer's
Thread.critical = true
ts[1].wakeup
ts[3].wakeup
print "exit.\n"
