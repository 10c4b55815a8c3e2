# bm_mutex_handoff.rb - two threads handing one Mutex back and forth: each
# passes while holding it, so the other blocks in lock and takes it over
require 'thread'
m = Mutex.new
count = 0
workers = (0...2).map do
  Thread.new do
    100_000.times do
      m.synchronize do
        count += 1
        Thread.pass
      end
    end
  end
end
workers.each { |t| t.join }
p count
