# the report of an uncaught exception, after at_exit handlers
at_exit { puts "at_exit" }
def inner; raise ArgumentError, "first line\nsecond line"; end
def outer; [1].each { inner }; end
outer
