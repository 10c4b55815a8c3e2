# puts/print/p/printf/putc on $stdout: arrays, nil, separators, return values.
puts 1, "two", :three, nil, [4, [5, nil]], []
puts
a = [1]
a << a
puts a
print "a", "b", 3, nil, "\n"
$, = ","
$\ = "|\n"
print "x", "y"
$, = nil
$\ = nil
printf("%s-%03d\n", "f", 7)
printf($stdout, "%x\n", 255)
p printf
putc "hi"
putc 10
p(p)
p(p(1))
p(p(1, 2))
x = Object.new
def x.to_s; "custom"; end
puts x
$stdout << "chain" << 1 << "\n"
$stdout.write("w", "\n") rescue puts "write takes one argument"
p $stdout.write("abc\n")
