# optparse: order/permute, define, getopts, terminate, stacks, Arguable, errors, environment
require 'optparse'
$0 = 'prog'
o = OptionParser.new("Usage: x", 20, "  ")
o.on("-a", "--all", "--every", "all names") { |v| p [:all, v] }
o.on_head("-z", "first") { |v| p [:z, v] }
o.separator "-- sep --"
o.on("-[b-d]", "class") { |v| p [:bd, v] }
o.on("--style", :REQUIRED, "style sym") { |v| p [:style, v] }
o.on("--eq", "=VAL", "eq form") { |v| p [:eq, v] }
o.on("--opt", "=[VAL]", "eq optional") { |v| p [:opt, v] }
o.on("--no-thing", "negated only") { |v| p [:nothing, v] }
o.on("-l", "--level=LEVEL", Integer, "a", "b", "c") { |v| p [:level, v] }
puts o.help
p o.to_a
p o.order(%w(-a --style x --eq=1 --opt --opt=2 --no-thing file -z)) { |x| p [:nonopt, x] }
p o.order(%w(-a file -z))
p o.permute(%w(-a file -z -- -a))
p o.parse(%w(-l 3 x))
sw = o.define("--def", "defined")
p sw.class, sw.long, sw.short, sw.desc, sw.arg, sw.switch_name
p o.summarize([], 10, 9, ">").size
o2 = OptionParser.new
h = o2.getopts(%w(-a -b 1 --foo --bar=x rest), "ab:c", "foo", "bar:", "baz:def"); p h.keys.sort.map { |k| [k, h[k]] }
p OptionParser.getopts(%w(-x), "xy")
p((OptionParser.new.getopts(%w(-q), "a") rescue $!))
p OptionParser.inc(nil), OptionParser.inc(nil, 3), OptionParser.inc(0), OptionParser.inc(5), o.inc(nil)
p OptionParser.with { on("-q") { p :q } }.parse(%w(-q))
o3 = OptionParser.new { |x| x.on("-t") { x.terminate } }
p o3.parse(%w(-t a b))
p OptionParser.new { |x| x.on("-t") { x.terminate("zz") } }.parse(%w(a -t b))
o4 = OptionParser.new
o4.new { |x| x.on("-k") { p :k } }
p o4.parse(%w(-k)), o4.remove.class, (o4.parse(%w(-k)) rescue $!)
argv = %w(-v a)
argv.extend(OptionParser::Arguable)
p argv.options.class, argv.options { |x| x.on("-v") { p :v }; x.parse! }, argv
argv2 = %w(-w)
argv2.extend(OptionParser::Arguable)
p argv2.options { |x| x.parse! }
p argv2.getopts("w"), argv2
e = OptionParser::InvalidOption.new("-x", "y")
p e.args, e.message, e.inspect, e.reason, e.recover(%w(a)), OptionParser::ParseError.new.message
e.reason = "custom"; p e.message
p OptionParser::AmbiguousArgument.ancestors[0, 3], OptionParser::ParseError.superclass
ENV['PROG'] = '-a "b c"'
OptionParser.new { |x| x.on("-a X") { |v| p [:env, v] } }.environment("PROG")
p((OptionParser.new.on("-x", Symbol) rescue $!), (OptionParser.new.on("-x", Integer, Float) rescue $!))
o5 = OptionParser.new; o5.on("--version") { p :myversion }; o5.parse(%w(--version))
o6 = OptionParser.new; o6.version = "1.0"; o6.program_name = "pp"; p o6.ver
p defined?(OptParse)
