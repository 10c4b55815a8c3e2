# stdout is buffered and stderr is not when both go to a file: their interleaving
puts "out 1"
warn "err 1"
$stdout.print "out 2\n"
$stderr.puts "err 2"
STDOUT.write "out 3\n"
$stdout.flush
warn "err 3 after flush"
puts "out 4"
$stderr.write "err 4\n"
p :p_goes_to_stdout
$stdout.sync = true
puts "out 5 sync"
warn "err 5"
$stdout.sync = false
puts "out 6"
system("echo from child")
puts "out 7"
$stderr.print "err 6\n"
x = `echo backtick`
puts "out 8 #{x.chomp}"
fork { puts "in fork"; warn "fork err" }
Process.wait
puts "out 9"
at_exit { puts "at_exit out"; warn "at_exit err" }
raise "final error"
