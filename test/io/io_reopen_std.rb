# reopening $stdout/$stderr/STDIN: pending output, children inherit, restoring
print "pending before reopen\n"
saved = STDOUT.dup
STDOUT.reopen("out1.txt", "w")
puts "into file"
system("echo child into file")
$stderr.puts "stderr still here"
STDOUT.flush
STDOUT.reopen(saved)
puts "back on stdout"
p File.read("out1.txt")
$stderr.reopen("err1.txt", "a")
warn "warned into file"
system("echo child err 1>&2")
$stderr.reopen(STDOUT)
warn "err now on stdout"
p File.read("err1.txt")
File.open("in1.txt", "w") { |f| f.write "from file\n" }
STDIN.reopen("in1.txt")
p gets
p $stdin.read
p `cat`
p STDOUT.fileno, STDERR.fileno, STDIN.fileno
