# Thread#kill and Thread#raise storms against threads in ensure blocks,
# sleeps, IO waits and joins: every ensure runs exactly once
require 'thread'
ensures = 0
lock = Mutex.new
r, w = IO.pipe
targets = []
200.times do |i|
  targets << Thread.new do
    Thread.current[:started] = true
    begin
      case i % 4
      when 0 then sleep
      when 1 then r.read(1)
      when 2 then Thread.stop
      else loop { Thread.pass }
      end
    ensure
      lock.synchronize { ensures += 1 }
    end
  end
end
Thread.pass until targets.all? { |t| t[:started] }
5.times { Thread.pass }
targets.each_with_index do |t, i|
  if i.even? then t.kill else t.raise(RuntimeError, "stop #{i}") end
end
errors = 0
targets.each { |t| begin t.join; rescue RuntimeError; errors += 1; end }
p [ensures, errors]
# kill while the thread is inside its own ensure: the ensure finishes
done = 0
ts = (1..100).map do
  Thread.new do
    begin
      Thread.stop
    ensure
      10.times { Thread.pass }
      lock.synchronize { done += 1 }
    end
  end
end
Thread.pass until ts.all? { |t| t.status == "sleep" }
ts.each { |t| t.kill }
ts.each { |t| t.kill }
ts.each { |t| t.join }
p done
w.close
