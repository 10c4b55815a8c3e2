# optparse: required, optional and placed arguments, --[no-] forms,
# abbreviations, enums, short option clusters, help layout, Arguable
require 'optparse'
require "helper"
def mk
  o = OptionParser.new
  o.on("-a", "--all") { |v| puts "a=#{v.inspect}" }
  o.on("-b VAL", "--bval VAL") { |v| puts "b=#{v.inspect}" }
  o.on("-c [VAL]", "--cval [VAL]") { |v| puts "c=#{v.inspect}" }
  o.on("--[no-]flag") { |v| puts "flag=#{v.inspect}" }
  o.on("--[no-]opt [X]") { |v| puts "opt=#{v.inspect}" }
  o.on("-p", "--place=VAL", "place") { |v| puts "place=#{v.inspect}" }
  o.on("--list=[A,B]", Array) { |v| puts "list=#{v.inspect}" }
  o.on("--enum=X", %w(alpha beta bravo)) { |v| puts "enum=#{v.inspect}" }
  o.on("-n", "--num [N]", Integer) { |v| puts "num=#{v.inspect}" }
  o.on("--sym=S", Symbol) { |v| puts "sym=#{v.inspect}" } rescue nil
  o.on("--str=S", String) { |v| puts "str=#{v.inspect}" }
  o
end
[%w(-c), %w(-c x), %w(-cx), %w(-c -a), %w(--cval), %w(--cval=), %w(--cval x), %w(--cval= x), %w(-b), %w(-b -a), %w(-b=x), %w(--bval=), %w(--bval= x),
 %w(--flag), %w(--no-flag), %w(--no-flag=x), %w(--flag=x), %w(--opt), %w(--no-opt), %w(--opt x), %w(--no-opt x), %w(--opt=y),
 %w(-p x), %w(-px), %w(--place x), %w(--pl x), %w(--list), %w(--list=a,b,,c), %w(--list a), %w(--enum a), %w(--enum al), %w(--enum b), %w(--enum=br), %w(--enum z),
 %w(-n), %w(-n 3), %w(-n x), %w(-n3), %w(-n -3), %w(--num=-3), %w(--sym=abc), %w(--str=), %w(--str), %w(-), %w(--), %w(-- -a), %w(-a -- -b x), %w(---a), %w(-ab x), %w(-acfoo), %w(-ac foo),
 %w(--a), %w(--al), %w(--f), %w(--no-f), %w(--n 2), %w(--no), %w(-z), %w(--zzz), %w(--zzz=1), %w(-az), %w(-A)].each do |args|
  show(args.inspect) { mk.parse(args) }
end
o = mk
show("summarize") { o.summarize }
show("to_a") { o.to_a }
show("help") { o.help }
show("completion err") { begin; mk.parse(%w(--enum b)); rescue OptionParser::ParseError => e; [e.class, e.message, e.args, e.reason, e.recover([])]; end }
show("set_summary") { x = OptionParser.new; x.summary_width = 5; x.summary_indent = "++"; x.on("-a", "--aaaaaaaa", "desc"); x.on("--b=X", "d1", "d2"); x.help }
show("separator long") { x = OptionParser.new("Usage: x"); x.on("-a"); x.separator "  text"; x.on_tail("-z", "tail"); x.on_head("-h", "head"); x.help }
show("program_name") { x = OptionParser.new; x.program_name = "prog"; [x.banner, x.program_name] }
show("version") { x = OptionParser.new; x.version = [1, 2]; x.release = "r"; x.ver }
show("inc") { OptionParser.inc("abc") rescue $!.class }
show("terminate") { x = OptionParser.new; x.on("-a") { x.terminate }; x.parse(%w(-a b -c)) }
show("parse with Hash into") { x = OptionParser.new; x.on("-a") {}; x.parse!(%w(-a)) }
show("OptionParser::Arguable") { a = %w(-a x); a.extend(OptionParser::Arguable); a.options { |op| op.on("-a") { puts "A" } }; a.parse!; a }
show("ARGV.getopts") { a = %w(-a -b 1 x); a.extend(OptionParser::Arguable); a.getopts("ab:") }
show("getopts long") { a = %w(--foo --bar=2); a.extend(OptionParser::Arguable); a.getopts("", "foo", "bar:", "baz:def").sort }
