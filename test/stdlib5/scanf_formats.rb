# scanf: every conversion on good and bad input, widths, suppression,
# literals, blocks
require 'scanf'
tests = [
 ["%d", "123"], ["%d", "-12abc"], ["%d", "+7"], ["%3d", "12345"], ["%d%d", "1 2"], ["%d,%d", "1,2"], ["%d , %d", "1 , 2"], ["%d, %d", "1,2"],
 ["%f", "1.5"], ["%f", "-1.5e3"], ["%f", ".5"], ["%e", "2e2"], ["%g", "3.25"], ["%5f", "123.456"],
 ["%s", "hello world"], ["%s%s", "a b"], ["%3s", "abcdef"], ["%c", "xyz"], ["%3c", "xyz"], ["%c%c", "a b"],
 ["%x", "ff"], ["%x", "0xFF"], ["%X", "1A"], ["%o", "17"], ["%i", "0x10"], ["%i", "010"], ["%i", "10"], ["%u", "5"],
 ["%[abc]", "abcabd"], ["%[^,]", "ab,cd"], ["%[a-z]", "hello1"], ["%*d %d", "1 2"], ["%*s%s", "a b"], ["%%%d", "%5"],
 ["%d%%", "5%"], ["abc%d", "abc5"], ["abc%d", "abd5"], ["%d\n%d", "1\n2"], ["%d %s %f", "1 two 3.0"], ["", "x"], ["%d", ""], ["%s", ""],
 ["%2$d", "1"], ["%z", "1"], ["%d %d", "1"], ["%5c", "ab"], ["%d%n", "12"],
]
tests.each do |fmt, str|
  r = str.scanf(fmt) rescue r = "#{$!.class}: #{$!.message}"
  puts "#{fmt.inspect} #{str.inspect} => #{r.inspect}"
end
p "1 2 3 4".scanf("%d%d") { |a, b| a + b }
p "ab".scanf("%c") { |c| c }
require 'stringio'
io = StringIO.new("10 20\n30 40\n")
p((io.scanf("%d %d") rescue $!.class))
p Scanf::FormatString.new("%d %s").spec_count rescue p $!
