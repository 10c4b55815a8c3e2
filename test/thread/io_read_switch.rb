# a read that refills a buffer is a switch point when other threads exist
# (1.8.7: the reader goes through the scheduler even when data is ready)
File.open("f1.txt", "w") { |f| f.puts((1..5).to_a) }
File.open("f2.txt", "w") { |f| f.puts((11..15).to_a) }
log = []
a = Thread.new { File.open("f1.txt") { |f| while l = f.gets; log << [:a, l.chomp]; end } }
b = Thread.new { File.open("f2.txt") { |f| while l = f.gets; log << [:b, l.chomp]; end } }
a.join; b.join
p log
log = []
r1, w1 = IO.pipe
w1.write "x\ny\n"; w1.close
a = Thread.new { while l = r1.gets; log << [:a, l.chomp]; end }
log << :main
a.join
p log
log = []
a = Thread.new { log << [:a, File.read("f1.txt").size] }
b = Thread.new { log << [:b, File.read("f2.txt").size] }
log << :main
a.join; b.join
p log
log = []
a = Thread.new { 3.times { |i| log << [:a, i]; File.open("f1.txt") { |f| f.read } } }
b = Thread.new { 3.times { |i| log << [:b, i]; File.open("f2.txt") { |f| f.read } } }
a.join; b.join
p log
