# an uncaught exception: the report on stderr, exit 1
$stdout.sync = true
puts "before"
raise ArgumentError, "bad"
