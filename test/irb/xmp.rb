# irb/xmp: xmp "code" and XMP#puts echo each statement and print "==>value"
# (with the input line shown twice when stdin is not a terminal, as 1.8.7).
require "irb/xmp"
xmp "1+1"
xmp <<END
a = 3
def f(x)
  x * a
end
a * 2
foo
END
x = XMP.new
x.puts "p 5"
x.puts "[1,\n2]"
p XMP.instance_methods(false).sort
p XMP::StringInputMethod.instance_methods(false).sort
xmp "w = 3", binding
p w rescue p $!
