# bm_queue_4threads.rb - Queue with 2 producers and 2 consumers (4 threads)
require 'thread'
q = Queue.new
per = 40_000
producers = (0...2).map do |k|
  Thread.new { per.times { |i| q << i + k } }
end
sums = [0, 0]
consumers = (0...2).map do |k|
  Thread.new do
    while (v = q.pop) != :done
      sums[k] += v
    end
  end
end
producers.each { |t| t.join }
2.times { q << :done }
consumers.each { |t| t.join }
p sums[0] + sums[1]
