# bm_thread_join_live.rb - Thread.new {}.join in a loop while 100 other
# threads are alive (sleeping on a Queue): the scheduler walks them all
require 'thread'
q = Queue.new
live = (0...100).map { Thread.new { q.pop } }
n = 0
i = 0
while i < 100_000
  n += Thread.new(i) { |x| x & 3 }.value
  i += 1
end
100.times { q << 1 }
live.each { |t| t.join }
p n
