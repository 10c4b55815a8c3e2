# 1,000 threads sharing a Mutex, a Queue and a ConditionVariable
require 'thread'
m = Mutex.new
cv = ConditionVariable.new
q = Queue.new
count = 0
ready = 0
threads = (1..1000).map do |i|
  Thread.new do
    m.synchronize do   # all wait for the last one, which wakes them all
      ready += 1
      if ready == 1000 then cv.broadcast else cv.wait(m) while ready < 1000 end
    end
    q << i
    m.synchronize { count += 1 }
  end
end
threads.each { |t| t.join }
sum = 0
sum += q.pop until q.empty?
p [count, sum, Thread.list.size]
# producers and consumers through a SizedQueue
sq = SizedQueue.new(3)
out = Queue.new
cons = (1..50).map { Thread.new { while (v = sq.pop) != :done; out << v * 2; end } }
prod = (1..50).map { |i| Thread.new { 20.times { |j| sq << i * 100 + j } } }
prod.each { |t| t.join }
50.times { sq << :done }
cons.each { |t| t.join }
total = 0
total += out.pop until out.empty?
p total
