# Kernel#warn goes to $stderr unless $VERBOSE is nil.
$stdout.sync = true
warn "one"
$VERBOSE = nil
warn "hidden"
$VERBOSE = false
warn "two"
$VERBOSE = 1
p $VERBOSE
p $-v
p $-w
$VERBOSE = false
p $DEBUG
