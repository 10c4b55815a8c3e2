# bm_thread_flood.rb - a thousand sleeping threads beside a main thread
# that passes (the scheduler's walk over many waiting threads), then the
# exit that unwinds them all
1000.times { Thread.new { sleep } }
i = 0
while i < 10_000
  i += 1
  Thread.pass
end
p Thread.list.size
