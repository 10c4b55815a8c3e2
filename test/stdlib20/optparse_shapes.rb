# OptionParser: every argument style and pattern, their errors, order and
# permute, help text, getopts, Arguable, accept/reject
require 'optparse'
require 'optparse/time'
require 'optparse/uri'
require 'optparse/shellwords'
require "helper"   # show(label) { expr }
def mk
  got = []
  o = OptionParser.new do |op|
    op.banner = "Usage: t [options]"
    op.on("-a", "--alpha", "plain") { |v| got << [:a, v] }
    op.on("-b", "--beta=VAL", "required") { |v| got << [:b, v] }
    op.on("-c", "--gamma [VAL]", "optional") { |v| got << [:c, v] }
    op.on("-n", "--num=N", Integer) { |v| got << [:n, v] }
    op.on("-f", "--float=F", Float) { |v| got << [:f, v] }
    op.on("--numeric=X", Numeric) { |v| got << [:numeric, v] }
    op.on("--oct=X", OptionParser::OctalInteger) { |v| got << [:oct, v] }
    op.on("--dec=X", OptionParser::DecimalInteger) { |v| got << [:dec, v] }
    op.on("--decnum=X", OptionParser::DecimalNumeric) { |v| got << [:decnum, v] }
    op.on("--[no-]verbose", "neg") { |v| got << [:verbose, v] }
    op.on("-l", "--list=A,B", Array) { |v| got << [:list, v] }
    op.on("--type=TYPE", [:text, :binary, :auto]) { |v| got << [:type, v] }
    op.on("--code=CODE", {"jis" => "iso-2022-jp", "sjis" => "shift_jis"}) { |v| got << [:code, v] }
    op.on("--bool=B", TrueClass) { |v| got << [:bool, v] }
    op.on("--fbool=B", FalseClass) { |v| got << [:fbool, v] }
    op.on("--re=R", Regexp) { |v| got << [:re, v] }
    op.on("--time=T", Time) { |v| got << [:time, v.to_i] }
    op.on("--uri=U", URI) { |v| got << [:uri, v.to_s] }
    op.on("--sw=S", Shellwords) { |v| got << [:sw, v] }
    op.on("--pat=P", /\A(\d+)-(\d+)\z/) { |*v| got << [:pat, v] }
    op.on("-x") { got << [:x] }
    op.on("-y VAL") { |v| got << [:y, v] }
    op.on("-z [VAL]") { |v| got << [:z, v] }
    op.on("--long-only") { got << [:lo] }
    op.on("--str=S", String) { |v| got << [:str, v] }
    op.on("--sym=S", Symbol) rescue nil
    op.separator ""
    op.separator "Common:"
    op.on_tail("-h", "--help") { got << [:help] }
    op.on_head("--first") { got << [:first] }
  end
  [o, got]
end
[
 %w(-a), %w(--alpha), %w(-bX), %w(-b X), %w(--beta=X), %w(--beta X), %w(-b), %w(--beta),
 %w(-c), %w(-cV), %w(-c V), %w(--gamma), %w(--gamma=V), %w(--gamma V), %w(-c -a),
 %w(-n 12), %w(-n 0x1f), %w(-n 0b101), %w(-n 010), %w(-n 1_000), %w(-n x), %w(-n 1.5), %w(-n -3),
 %w(-f 1.5), %w(-f 1e3), %w(-f x), %w(-f .5), %w(--numeric 3), %w(--numeric 3.5), %w(--numeric 1/3),
 %w(--oct 17), %w(--oct 0x1f), %w(--oct 9), %w(--dec 010), %w(--dec x), %w(--decnum 010), %w(--decnum 1.5),
 %w(--verbose), %w(--no-verbose), %w(--noverbose), %w(--no-alpha),
 %w(-l a,b,c), %w(-l a), %w(--list=), %w(--type text), %w(--type t), %w(--type b), %w(--type x), %w(--type), 
 %w(--code jis), %w(--code j), %w(--code s), %w(--code x),
 %w(--bool yes), %w(--bool no), %w(--bool true), %w(--bool nil), %w(--bool +), %w(--bool -), %w(--bool x), %w(--fbool yes), %w(--fbool no),
 %w(--re /a.b/i), %w(--re abc), %w(--re /x/q), %w(--time 2001-02-03T04:05:06Z), %w(--uri http://a/b), %w(--sw a\ b), ["--sw", "a 'b c'"],
 %w(--pat 1-2), %w(--pat 12), %w(-x), %w(-xa), %w(-ax), %w(-y), %w(-yV), %w(-z), %w(-zV),
 %w(--long), %w(--long-o), %w(--al), %w(--a), %w(--g), %w(--ver), %w(--no-v), %w(-q), %w(--quux), %w(--quux=1),
 %w(--alpha=x), %w(-a=x), %w(--str), %w(--str=), %w(--str x y), %w(-- -a), %w(a -a b), %w(-), %w(--first), %w(-h),
 %w(-abX), %w(-acV), %w(-n), %w(--num), %w(-nx12),
].each do |args|
  o, got = mk
  show(args.join(" ")) { rest = o.parse(args.dup); [got, rest] }
end
[
 %w(a -a b), %w(-- a), %w(a -- -b)
].each do |args|
  o, got = mk
  show("order " + args.join(" ")) { rest = o.order(args.dup); [got, rest] }
  o, got = mk
  show("permute " + args.join(" ")) { rest = o.permute(args.dup); [got, rest] }
end
o, got = mk
puts o.help
puts o.to_s == o.help
show(:summary) { a = []; o.summarize { |l| a << l }; a.size }
show(:ver) { o.version }
show(:program_name) { o.program_name }
show(:summary_width) { [o.summary_width, o.summary_indent] }
o.program_name = "prog"; o.version = "1.2"; o.release = "3"
show(:ver2) { o.ver }
show(:to_a) { o.to_a.size }
show(:getopts) { OptionParser.new.getopts(%w(-a -b 1 --foo --bar=x), "ab:", "foo", "bar:") }
show(:getopts2) { OptionParser.new.getopts(%w(-c), "ab:") }
show(:parse!) { o2, g2 = mk; a = %w(-a x -b y z); o2.parse!(a); [a, g2] }
show(:environment) { ENV["PROGX"] = "-a -b 3"; o2, g2 = mk; o2.program_name = "progx"; o2.environment("PROGX"); g2 }
show(:load) { o2, g2 = mk; o2.load("/nonexistent") }
show(:accept) { o2 = OptionParser.new; o2.accept(Range, /\A(\d+)-(\d+)\z/) { |s, a, b| a.to_i..b.to_i }; r = nil; o2.on("--r=R", Range) { |v| r = v }; o2.parse(%w(--r 1-5)); r }
show(:reject) { o2 = OptionParser.new; o2.reject(Integer); o2.on("--i=I", Integer) { |v| p v } ; o2.parse(%w(--i 1)) }
show(:abbrev_ambig) { o2 = OptionParser.new; o2.on("--foo"); o2.on("--fob"); o2.parse(%w(--fo)) }
show(:errors) { [OptionParser::ParseError, OptionParser::AmbiguousOption, OptionParser::NeedlessArgument, OptionParser::MissingArgument, OptionParser::InvalidOption, OptionParser::InvalidArgument, OptionParser::AmbiguousArgument].map { |c| [c.superclass, (c::Reason rescue nil)] } }
show(:err_obj) { begin; o2, = mk; o2.parse(%w(--quux)); rescue OptionParser::ParseError => e; [e.args, e.reason, e.message, e.to_s, e.inspect, e.recover([]) ] end }
show(:err_set_opt) { e = OptionParser::InvalidOption.new("-q"); e.set_option("-Q", true); e.message }
show(:Arguable) { a = %w(-a -b 2); a.extend(OptionParser::Arguable); op = a.options; op.on("-a") {}; op.on("-b X") {}; a.parse!; a }
show(:Arguable_getopts) { a = %w(-a x); a.extend(OptionParser::Arguable); [a.getopts("a"), a] }
show(:ARGV_options) { ARGV.options.class }
show(:def_option) { o2 = OptionParser.new; sw = o2.def_option("-k") {}; sw.class }
show(:top_base) { [OptionParser.top.class, OptionParser::Officious.keys.sort] }
show(:inc) { [OptionParser.inc("x"), OptionParser.inc(nil), OptionParser.inc(3)] }
show(:terminate) { o2 = OptionParser.new; r = []; o2.on("-a") { o2.terminate }; o2.parse(%w(-a -b c)) }
show(:make_switch) { OptionParser.new.make_switch(["-a", "--all", "desc"]).size }
show(:version_opt) { o2 = OptionParser.new; o2.version = "9"; o2.program_name = "pp"; o2.parse(%w(--version)) }
