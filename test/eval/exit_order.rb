# at exit: trap("EXIT") first, then the at_exit procs (newest first),
# then object finalizers; the exit status survives all of them
$stdout.sync = true
trap("EXIT") { puts "EXIT trap" }
keep = Object.new
ObjectSpace.define_finalizer(keep, proc { puts "finalizer" })
at_exit { puts "at_exit 1" }
at_exit { puts "at_exit 2"; GC.start; p [1, 2].map { |x| x * 2 } }
puts "main"
exit 3
