# optparse: help layout with many names, long arguments, widths and indents
require 'optparse'
$0 = 'prog'
o = OptionParser.new
o.on("-a", "--alpha", "--alpha-long-name-number-one", "--another-quite-long-name", "many longs")
o.on("-b", "--bravo=VERY_LONG_ARGUMENT_NAME_HERE", "long arg")
o.on("--charlie", "--delta", "two longs no short")
o.on("-e", "--echo", "--foxtrot [X]", "desc1", "desc2")
o.on("-g VAL", "short with arg")
o.on("-[0-9]", "digits") { |v| p v }
o.on("-z", "--zulu", :OPTIONAL, "optional sym")
o.separator ""
o.separator "footer"
o.banner = "Usage: prog [opts] files"
puts o
o.summary_width = 10
o.summary_indent = "*"
puts o.help
p o.summarize.size
p o.parse(%w(-z -zx --zulu=y))
o2 = OptionParser.new
o2.on("--list=[A,B]", Array) { |v| p v }
o2.on("--req VALUE") { |v| p v }
o2.parse(%w(--list --list=a,b --req -x --req=))
p((o2.parse(%w(--req)) rescue $!))
