# several threads reading the same pipe: what one thread's read brought into
# the stream's buffer is there for the others (1.8.7 threads share stdio's)
$stdout.sync = true
r, w = IO.pipe
ths = (1..3).map { Thread.new { r.gets } }
sleep 0.05
w.puts "a", "b", "c"
p ths.map { |x| x.value }.sort
r, w = IO.pipe
ths = (1..2).map { Thread.new { r.read(2) } }
sleep 0.05
w.print "12"; sleep 0.02; w.print "34"
p ths.map { |x| x.value }.sort
r, w = IO.pipe
lines = []
ths = (1..2).map { Thread.new { while l = r.gets; lines << l; end } }
5.times { |i| w.puts "line#{i}"; sleep 0.01 }
w.close
ths.each { |x| x.join }
p lines.sort
