# bm_mutex_sync.rb - uncontended Mutex#synchronize in a loop
require 'thread'
m = Mutex.new
n = 0
i = 0
while i < 600_000
  m.synchronize { n += 1 }
  i += 1
end
p n
