# with $stdout.sync, puts writes the line and then the newline, each a
# switch point: two threads printing interleave as in 1.8.7
$stdout.sync = true
t = Thread.new { 3.times { |i| puts "t#{i}" } }
3.times { |i| puts "m#{i}" }
t.join
t = Thread.new { print "a", "b"; print "c\n" }
print "x\n"
t.join
$stdout.sync = false
t = Thread.new { 3.times { |i| puts "t#{i}" } }
3.times { |i| puts "m#{i}" }
t.join
