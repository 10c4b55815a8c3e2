# two threads wait to read the same pipe; one byte arrives: one reader
# takes it, the other goes on waiting while the main thread runs
r, w = IO.pipe
got = []
readers = [:a, :b].map { |n| Thread.new { got << r.sysread(1) } }
Thread.pass until readers.all? { |t| t.status == "sleep" }
w.syswrite "x"
ticks = 0
10.times { ticks += 1; Thread.pass }
p ticks, got
w.syswrite "y"
readers.each { |t| t.join }
p got.sort
2.times do
  w.write "z"
  w.flush
end
p r.sysread(2)
