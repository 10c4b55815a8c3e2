# OptionParser: switches of every kind and acceptor, errors and their
# messages, order/permute/getopts, help text, as 1.8.7
require 'optparse'
require 'optparse/time'
require 'optparse/uri'
require 'optparse/shellwords'
require "helper"
$o = OptionParser.new do |o|
  o.banner = "Usage: x"
  o.on("-a", "--all", "All") { |v| ($r ||= []) << [:a, v] }
  o.on("-b VAL", "--bee", Integer, "Bee") { |v| ($r ||= []) << [:b, v] }
  o.on("-c [OPT]", "--cee", "Cee") { |v| ($r ||= []) << [:c, v] }
  o.on("--[no-]dee", "Dee") { |v| ($r ||= []) << [:d, v] }
  o.on("-e", "--enum=X", [:alpha, :beta], "Enum") { |v| ($r ||= []) << [:e, v] }
  o.on("-f", "--float F", Float) { |v| ($r ||= []) << [:f, v] }
  o.on("-l", "--list A,B", Array) { |v| ($r ||= []) << [:l, v] }
  o.on("--num N", Numeric) { |v| ($r ||= []) << [:num, v] }
  o.on("--oct N", OptionParser::OctalInteger) { |v| ($r ||= []) << [:oct, v] }
  o.on("--dec N", OptionParser::DecimalInteger) { |v| ($r ||= []) << [:dec, v] }
  o.on("--time T", Time) { |v| ($r ||= []) << [:time, v.year] }
  o.on("--uri U", URI) { |v| ($r ||= []) << [:uri, v.to_s] }
  o.on("--sw S", Shellwords) { |v| ($r ||= []) << [:sw, v] }
  o.on("--bool B", TrueClass) { |v| ($r ||= []) << [:bool, v] }
  o.on("--fb B", FalseClass) { |v| ($r ||= []) << [:fb, v] }
  o.on("--re R", Regexp) { |v| ($r ||= []) << [:re, v] }
  o.on("--hash H", {"x" => 1, "yy" => 2}) { |v| ($r ||= []) << [:hash, v] }
  o.on("--pat P", /\A(\d+)-(\d+)\z/) { |*v| ($r ||= []) << [:pat, v] }
  o.separator "Sep"
  o.on_tail("-h", "--help") { ($r ||= []) << [:h] }
end
def go(*a) $r = []; rest = $o.parse(a); [$r, rest] rescue [$!.class, $!.message] end
eval_lines
__END__
go("-a", "x")
go("--all")
go("--al")
go("-b", "3")
go("-b3")
go("--bee=0x10")
go("-b", "x")
go("-b")
go("-c")
go("-c", "v")
go("-cv")
go("--cee=v")
go("--dee", "--no-dee")
go("--no-d")
go("-e", "al")
go("--enum=gamma")
go("-f", "1e3")
go("-l", "a,b,,c")
go("--num", "3/4")
go("--num", "1.5")
go("--oct", "017")
go("--oct", "0b11")
go("--dec", "010")
go("--time", "2001-02-03 04:05")
go("--uri", "http://x/")
go("--sw", "a 'b c'")
go("--bool", "no")
go("--bool", "yes")
go("--fb", "false")
go("--re", "/a/i")
go("--hash", "y")
go("--pat", "12-34")
go("--pat", "x")
go("-z")
go("--zzz")
go("--")
go("x", "--", "-a")
go("-ab", "5")
go("--d")
go("--al", "--a")
go("-h")
$o.to_s
$o.summarize.to_a rescue $!.class
$o.banner
$o.program_name.class
$o.version
$o.release
$o.ver
$o.summary_width
$o.summary_indent
OptionParser::ParseError.ancestors.take(2)
OptionParser::InvalidOption.new("-x").message
OptionParser::MissingArgument.new("-x").message
OptionParser::AmbiguousOption.new("--a").message
OptionParser::NeedlessArgument.new("--a=1").message
OptionParser::InvalidArgument.new("-b", "x").message
OptionParser::AmbiguousArgument.new("x").reason
e = OptionParser::InvalidOption.new("-x"); [e.args, e.reason, e.recover([]), e.to_s, e.inspect]
OptionParser.new { |o| o.on("-x", "--xx") }.parse!(a = ["-x", "y", "-x"]); a
OptionParser.new { |o| o.on("-x", "--xx") }.order(["y", "-x"])
OptionParser.new { |o| o.on("-x", "--xx") }.permute(["y", "-x"])
o = OptionParser.new; o.on("-x VAL"); o.getopts(["-x", "1", "-y"], "y", "long") rescue [$!.class, $!.message]
OptionParser.new.getopts(["-a", "-b", "1", "--foo", "--bar=2", "r"], "ab:", "foo", "bar:") rescue [$!.class, $!.message]
OptionParser.new { |o| o.on("--req=X", "desc") }.parse(["--req"]) rescue [$!.class, $!.message]
OptionParser.new { |o| o.on("-q", "--quiet") { |v| p v }; o.on("-v", "--verbose") }.parse(["-qv"])
o = OptionParser.new; o.def_option("-x") { }; o.top.list.size
OptionParser::Arguable.instance_methods.sort
a = ["-a"]; a.extend(OptionParser::Arguable); a.options.class
OptionParser.accept(Integer).class rescue $!
OptionParser.new { |o| o.on("--int=N", Integer) }.parse(["--int=1_000"]) rescue [$!.class, $!.message]
OptionParser.new { |o| o.on("--f=N", Float) { |v| p v } }.parse(["--f=.5"]) rescue [$!.class, $!.message]
OptionParser.new { |o| o.on("--f=N", Float) { |v| p v } }.parse(["--f=1."]) rescue [$!.class, $!.message]
OptionParser.new { |o| o.on("-n", "--name=NAME", String) { |v| p v } }.parse(["-n", "-x"]) rescue [$!.class, $!.message]
OptionParser.new { |o| o.on("-n [NAME]") { |v| p v } }.parse(["-n", "-x"]) rescue [$!.class, $!.message]
OptionParser.new { |o| o.on("--opt [X]", Integer) { |v| p v } }.parse(["--opt", "a"]) rescue [$!.class, $!.message]
OptionParser.new { |o| o.on("-x", "--[no-]xyz") { |v| p v } }.parse(["--no-xyz=1"]) rescue [$!.class, $!.message]
OptionParser.new { |o| o.on("-x", "--xyz") { |v| p v } }.parse(["--xyz=1"]) rescue [$!.class, $!.message]
OptionParser.new { |o| o.on("--abc"); o.on("--abd") }.parse(["--ab"]) rescue [$!.class, $!.message]
OptionParser.new { |o| o.on("-a"); o.on("-b") }.parse(["-ac"]) rescue [$!.class, $!.message]
OptionParser.new("B", 20, "  ") { |o| o.on("-a", "--aaa", "desc", "more") }.help
OptionParser.new { |o| o.on("-a", "--aaa=VAL", "desc") ; o.on("--very-long-option-name-here=X", "d2") }.help
