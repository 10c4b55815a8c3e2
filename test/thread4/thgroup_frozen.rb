# ThreadGroup#add of a dead thread answers nil; a frozen group of the
# current thread refuses new threads (Thread.new, start, fork)
t = Thread.new { 1 }
t.join
g = ThreadGroup.new
p g.add(t), t.group
f = ThreadGroup.new
f.freeze
begin; f.add(t); rescue ThreadError => e; p e.message; end
g.enclose
begin; g.add(t); rescue ThreadError => e; p e.message; end
p g.add(Thread.new { Thread.stop }) rescue p $!
maker = Thread.new do
  Thread.stop
  [:new, :start, :fork].map do |m|
    begin
      Thread.__send__(m) { 1 }
    rescue ThreadError => e
      [m, e.message, e.backtrace[0]]
    end
  end
end
Thread.pass
f2 = ThreadGroup.new
f2.add(maker)
f2.freeze
maker.run
maker.value.each { |r| p r }
p maker.status
