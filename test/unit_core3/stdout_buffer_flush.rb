# stdout is buffered as stdio does (st_blksize, fill then flush): a stderr
# write lands between the same bytes as under 1.8.7
srand(7)
sizes = [1, 5, 37, 100, 1000, 4095, 4096, 4097, 5000, 8192, 9000, 20000]
25.times do |i|
  n = sizes[rand(sizes.size)]
  if rand(3) == 0 then $stdout.write("b" * n) else puts "c" * n end
  $stderr.print "<W#{i}>" if rand(4) == 0
end
f = File.open("wb.txt", "w")
[10, 4000, 100, 5000, 9000, 3].each { |n| f.write("x" * n); puts File.size("wb.txt") }
f.close
r, w = IO.pipe
w.write("y" * 5000)
p r.read_nonblock(100000).size rescue p $!
w.write("y" * 3000)
p((r.read_nonblock(100000).size rescue $!.class))
