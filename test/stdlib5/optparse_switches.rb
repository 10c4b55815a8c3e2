# optparse: a full option set; its help, and parse of good and bad command lines
require 'optparse'
require "helper"
o = OptionParser.new do |opts|
  opts.banner = "Usage: prog [options] FILE"
  opts.separator ""
  opts.separator "Specific options:"
  opts.on("-v", "--[no-]verbose", "Run verbosely") { |v| p [:v, v] }
  opts.on("-r", "--require LIBRARY", "Require the LIBRARY before", "executing your script") { |v| p [:r, v] }
  opts.on("-i", "--inplace [EXTENSION]", "Edit ARGV files in place", "  (make backup if EXTENSION supplied)") { |v| p [:i, v] }
  opts.on("--delay N", Float, "Delay N seconds") { |v| p [:delay, v] }
  opts.on("-t", "--time [TIME]", Time, "Begin at TIME") { |v| p [:t, v.class] } rescue p $!
  opts.on("--list x,y,z", Array, "list") { |v| p [:list, v] }
  opts.on("--type TYPE", [:text, :binary, :auto], "Select type (text, binary, auto)") { |v| p [:type, v] }
  opts.on("--code CODE", {"jis" => "iso-2022-jp", "sjis" => "shift_jis"}, "code") { |v| p [:code, v] }
  opts.on("-n", "--num=NUM", Integer, "an int") { |v| p [:n, v] }
  opts.on("--oct=N", OptionParser::OctalInteger) { |v| p [:oct, v] }
  opts.on("--dec=N", OptionParser::DecimalInteger) { |v| p [:dec, v] }
  opts.on("--dn=N", OptionParser::DecimalNumeric) { |v| p [:dn, v] }
  opts.on("--num2=N", Numeric) { |v| p [:num2, v] }
  opts.on("--bool=B", TrueClass) { |v| p [:bool, v] }
  opts.on("--fb=B", FalseClass) { |v| p [:fb, v] }
  opts.on("--re=R", Regexp) { |v| p [:re, v] }
  opts.on("-x") { p :x }
  opts.on("-y VAL") { |v| p [:y, v] }
  opts.on("-z [VAL]") { |v| p [:z, v] }
  opts.on("--pat=P", /\A\d+\z/) { |v| p [:pat, v] }
  opts.on_tail("-h", "--help", "Show this message") { puts opts }
  opts.on_tail("--version", "Show version") { puts "1.0" }
end
puts o.help
puts o.summarize
p o.to_a
[%w(-v), %w(--no-verbose), %w(-rfoo), %w(-r), %w(--require=x), %w(-i), %w(-i.bak), %w(--inplace .bak file),
 %w(--delay 1.5), %w(--delay x), %w(--list a,b,c), %w(--type text), %w(--type t), %w(--type bogus), %w(--type),
 %w(--code jis), %w(--code j), %w(-n 3), %w(-n x), %w(-n3), %w(--num 0x10), %w(--oct 17), %w(--oct 0b11), %w(--dec 017), %w(--dn 1.5), %w(--num2 3/4), %w(--num2 1e3),
 %w(--bool yes), %w(--bool no), %w(--bool x), %w(--fb true), %w(--re /a/i), %w(--re abc), %w(-xv), %w(-xy3), %w(-yz), %w(-z), %w(-z 1), %w(-zfoo),
 %w(--pat 12), %w(--pat ab), %w(--verb), %w(--ver), %w(-q), %w(--quux), %w(-- -v), %w(a -v b), %w(--no-x), %w(--v), %w(-vq),
 %w(--list), %w(--delay=), %w(-n=3), %w(--require), %w(--num)].each do |args|
  show(args.join(" ")) { o.parse(args) }
end
show("order") { o.order(%w(a -v b)) }
show("permute") { o.permute(%w(a -v b)) }
show("parse!") { a = %w(a -v b); o.parse!(a); a }
show("getopts") { o.getopts(%w(-a -b 1 --foo --bar 2), "ab:", "foo", "bar:") }
show("getopts bad") { o.getopts(%w(-c), "ab:") }
show("err class") { OptionParser::InvalidOption.new("-q").message }
show("err ambig") { OptionParser::AmbiguousOption.new("--ver").message }
show("err missing") { OptionParser::MissingArgument.new("-r").message }
show("err needless") { OptionParser::NeedlessArgument.new("--x=1").message }
show("err invarg") { OptionParser::InvalidArgument.new("--n", "x").message }
show("err reason") { OptionParser::ParseError.new("a").reason }
show("ancestors") { OptionParser::InvalidOption.ancestors[0, 4] }
show("ver") { o.ver }
show("program_name") { o.program_name }
show("summary width") { [o.summary_width, o.summary_indent] }
show("default banner") { OptionParser.new.banner }
show("new args") { OptionParser.new("B", 10, "  ").help }
show("empty help") { OptionParser.new.help }
show("base") { OptionParser.new { |x| x.on("-a", "aaa") }.help }
show("load") { OptionParser.new.load("/nonexistent") }
show("environment") { OptionParser.new.environment("NOPE_ENV") }
show("switch long desc") { OptionParser.new { |x| x.on("--very-long-option-name-here=VALUE", "desc") }.help }
show("switch no desc") { OptionParser.new { |x| x.on("--foo") }.help }
show("accept") { q = OptionParser.new; q.accept(Symbol, /\A\w+\z/) { |s| s.intern }; q.on("--s S", Symbol) { |v| p v }; q.parse(%w(--s abc)) }
show("reject") { q = OptionParser.new; q.reject(Integer); q.on("--s S", Integer) { |v| p v }; q.parse(%w(--s abc)) }
show("default argv") { ARGV.replace(%w(-x)); o.parse! ; ARGV }
show("separator help") { OptionParser.new { |x| x.separator "sep"; x.on("-a") }.to_s }
show("on_head") { OptionParser.new { |x| x.on("-a"); x.on_head("-b") }.to_s }
show("abort") { OptionParser.new.abort("x") rescue $!.class }
show("warn") { $stderr = $stdout; OptionParser.new.warn("x") }
