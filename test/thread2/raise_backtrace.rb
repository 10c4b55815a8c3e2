# an exception sent by Thread#raise is raised at the line of the raise
# call, in the frame under the one the thread waited in (1.8.7)
require 'thread'
def a; b; end
def b
  sleep
end
def c
  Thread.stop
end
def d; c; end
def e; yield; end
t = Thread.new { begin; a; rescue => x; p x.backtrace; end }
Thread.pass
t.raise "a"
t.join
t = Thread.new { begin; d; rescue => x; p x.backtrace[0, 2]; end }
Thread.pass
t.raise "d"
t.join
t = Thread.new { e {
  begin; sleep; rescue => x; p x.backtrace[0]; end
  }
}
Thread.pass
t.raise "e"
t.join
q = Queue.new
t = Thread.new { begin; q.pop; rescue => x; p x.backtrace[0]; end }
Thread.pass
t.raise "q"
t.join
# an exception that has a backtrace keeps it
t = Thread.new { begin; sleep; rescue Exception => x; p x.backtrace; end }
Thread.pass
t.raise Exception, "x", ["given:1"]
t.join
# the main thread, raised into while creating the thread
begin
  Thread.new { Thread.main.raise "m" }
rescue => x
  p x.backtrace
end
