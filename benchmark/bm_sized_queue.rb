# bm_sized_queue.rb - a producer and a consumer through a SizedQueue of 10:
# the producer blocks whenever the queue is full
require 'thread'
q = SizedQueue.new(10)
n = 40_000
producer = Thread.new { n.times { |i| q << i } ; q << nil }
sum = 0
while (v = q.pop)
  sum += v
end
producer.join
p sum
