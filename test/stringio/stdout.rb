# StringIO standing in for $stdout/$stderr, and Kernel's output through it
require 'stringio'
require "helper"
out = StringIO.new
$stdout = out
puts "hello", 1, [2, [3]]
print "a", "b"
printf("%05.1f|", 3.14159)
putc ?Z
p :sym
$stdout.write("w")
$stdout << "x" << 2
$stdout = STDOUT
show(:captured) { out.string }
err = StringIO.new
$stderr = err
warn "careful"
$stderr = STDERR
show(:warned) { err.string }
show(:bad_stdout) { $stdout = Object.new }
o = StringIO.new
$stdout = o
def o.write(s) super(s.upcase) end
puts "up"
print "down"
$stdout = STDOUT
show(:redefined_write) { o.string }
