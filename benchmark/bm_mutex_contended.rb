# bm_mutex_contended.rb - two threads incrementing one counter under
# Mutex#synchronize, without passing inside: contention by time slices
require 'thread'
m = Mutex.new
count = 0
ts = (0...2).map do
  Thread.new do
    i = 0
    while i < 1_500_000
      m.synchronize { count += 1 }
      i += 1
    end
  end
end
ts.each { |t| t.join }
p count
