# at exit every other thread is marked killed at once (1.8.7): one made
# runnable just before the end only unwinds, one waiting in a plain ensure
# is killed there, a Thread.pass in a killed thread's ensure goes to the
# next one; killed threads leave their group and their priority
$stdout.sync = true
ts = (0..4).map do |i|
  Thread.new do
    begin
      Thread.stop
      puts "#{i} cont"
    ensure
      puts "#{i} ens"
      Thread.pass
      puts "#{i} ens2"
    end
  end
end
w = Thread.new do
  begin
    :body
  ensure
    puts "w in plain ensure"
    Thread.stop
    puts "w never"
  end
end
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
# wait until every thread sleeps: one pass is not enough on a slow build
Thread.pass until (ts + [w, g]).all? {|t| t.stop? }
ts[1].wakeup
ts[3].wakeup
puts "exit."
