#!/usr/bin/ruby -I/no/such/dir -rset -v
# the #! line's -I goes to the end of $: (it is set up by then), its -r is
# loaded before the program runs, its -v does nothing
p $:.last, defined?(Set), $VERBOSE
