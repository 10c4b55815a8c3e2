# An uncaught exception with $stderr closed: no report, exit status 1.
STDOUT.puts "before"
$stderr.close
Object.const_set(:A, 1)
Object.const_set(:A, 2)   # the warning raises IOError, which is not reported
STDOUT.puts "not reached"
