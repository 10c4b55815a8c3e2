# fork in a threaded program: the child has only the forking thread, its
# ensure blocks run, the parent's threads go on
require 'thread'
q = Queue.new
busy = (1..5).map { |i| Thread.new { loop { q << i; sleep 0.01 } } }
r, w = IO.pipe
pids = (1..5).map do |n|
  fork do
    r.close
    begin
      w.write "child #{n} threads=#{Thread.list.size} main=#{Thread.current == Thread.main}\n"   # one write: lines of children stay whole
    ensure
      w.write "ensure #{n}\n"
    end
    exit!(0) if n == 5
  end
end
w.close
pids.each { |pid| Process.wait(pid); print "exit #{$?.exitstatus} " }
puts
puts r.read.split("\n").sort
busy.each { |t| t.kill }
p q.size > 0
t = Thread.new { fork { puts "from thread child" } }
Process.wait(t.value)
p $?.success?
