# optparse: switches of every style and type, parse errors, help layout
require 'optparse'
$0 = 'prog'
def run(argv, &blk)
  opts = {}
  o = OptionParser.new do |op|
    op.banner = "Usage: prog [options]"
    op.separator ""
    op.separator "Specific options:"
    op.on("-v", "--[no-]verbose", "Run verbosely") { |v| opts[:verbose] = v }
    op.on("-r", "--require LIBRARY", "Require the LIBRARY before", "executing your script") { |v| (opts[:req] ||= []) << v }
    op.on("-i", "--inplace [EXTENSION]", "Edit ARGV files in place") { |v| opts[:inplace] = v }
    op.on("--delay N", Float, "Delay N seconds") { |v| opts[:delay] = v }
    op.on("-t", "--time [TIME]", Integer, "time") { |v| opts[:time] = v }
    op.on("--list x,y,z", Array, "list") { |v| opts[:list] = v }
    op.on("--type TYPE", [:text, :binary, :auto], "Select type") { |v| opts[:type] = v }
    op.on("--code CODE", {"jis" => "iso-2022-jp", "sjis" => "shift_jis"}, "code") { |v| opts[:code] = v }
    op.on("-n", "--num=NUM", OptionParser::DecimalInteger, "dec") { |v| opts[:num] = v }
    op.on("-x", "short x") { |v| opts[:x] = v }
    op.on("--[no-]color [FLAG]", TrueClass, "color") { |v| opts[:color] = v }
    op.on("-o", "--octal N", OptionParser::OctalInteger) { |v| opts[:oct] = v }
    op.on("-N", "--numeric N", Numeric) { |v| opts[:numeric] = v }
    op.on("--regexp RE", Regexp) { |v| opts[:re] = v }
    op.on("--very-long-option-name-that-overflows=VALUE", "long one") { |v| opts[:long] = v }
    op.on_tail("-h", "--help", "Show this message") { puts op; }
    op.on_tail("--version", "Show version") { puts "v" }
  end
  rest = o.parse(argv)
  p [opts.keys.map{|k|k.to_s}.sort.map{|k| [k, opts[k.to_sym]]}, rest]
rescue OptionParser::ParseError => e
  p [e.class, e.message, e.args, e.reason]
end
run %w(-v -r a --require b file1 -ibak --delay 1.5 -t 3 --list a,b,c --type bin --code j -n 12 -x file2)
run %w(--no-verbose --inplace -- -v)
run %w(--verb --req=x --del=2 -vx -rfoo -t)
run %w(--color --no-color --color=no -o 17 -N 1.5 --regexp /a/i)
run %w(-q)
run %w(--ver)
run %w(--delay x)
run %w(--type foo)
run %w(--require)
run %w(-x=3)
run %w(--x 3)
run %w(-h)
run %w(--num 0x1f)
run %w(-t 08)
run %w(--list)
run %w(--code sjis)
run %w(-vrfoo -ir -- a)
