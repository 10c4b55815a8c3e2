# getoptlong: argument kinds, abbreviations, orderings, errors and their
# messages, terminate
require 'getoptlong'
require "helper"
$stderr = $stdout
def run(argv, specs, order = nil)
  ARGV.replace(argv)
  g = GetoptLong.new(*specs)
  g.ordering = order if order
  r = []
  begin
    g.each { |n, a| r << [n, a] }
  rescue GetoptLong::Error => e
    r << [e.class, e.message]
  end
  [r, ARGV.dup, g.error?.class, g.error_message]
end
S = [["--alpha", "-a", GetoptLong::NO_ARGUMENT], ["--beta", "-b", GetoptLong::REQUIRED_ARGUMENT], ["--gamma", "-g", GetoptLong::OPTIONAL_ARGUMENT]]
[%w(-a), %w(-ab x), %w(-abx), %w(-b), %w(-g), %w(-g x), %w(-gx), %w(--alpha=1), %w(--al), %w(--b x), %w(--beta=), %w(--gamma -a), %w(-- -a), %w(x -a y), %w(-), %w(-z), %w(--zeta), %w(---a), %w(-a -a)].each do |argv|
  show(argv.inspect) { run(argv, S) }
end
show("require order") { run(%w(x -a), S, GetoptLong::REQUIRE_ORDER) }
show("return in order") { run(%w(x -a y), S, GetoptLong::RETURN_IN_ORDER) }
show("POSIXLY_CORRECT") { ENV["POSIXLY_CORRECT"] = "1"; r = run(%w(x -a), S); ENV.delete("POSIXLY_CORRECT"); r }
show("set_options twice") { g = GetoptLong.new; g.set_options(["-a", GetoptLong::NO_ARGUMENT]); ARGV.replace(%w(-a)); g.get; g.set_options(["-b", GetoptLong::NO_ARGUMENT]) rescue [$!.class, $!.message] }
show("ordering bad") { GetoptLong.new.ordering = 9 rescue [$!.class, $!.message] }
show("dup option") { GetoptLong.new(["-a", GetoptLong::NO_ARGUMENT], ["-a", GetoptLong::NO_ARGUMENT]) rescue [$!.class, $!.message] }
show("no flag") { GetoptLong.new(["-a"]) rescue [$!.class, $!.message] }
show("terminate") { ARGV.replace(%w(-a -b x y)); g = GetoptLong.new(*S); r = [g.get]; g.terminate; [r, g.terminated?, g.get, ARGV] }
show("get_option alias") { ARGV.replace(%w(-a)); GetoptLong.new(*S).get_option }
show("each_option") { ARGV.replace(%w(-a)); r = []; GetoptLong.new(*S).each_option { |n, a| r << n }; r }
show("constants") { [GetoptLong::ORDERINGS, GetoptLong::ARGUMENT_FLAGS, GetoptLong::STATUS_YET, GetoptLong::STATUS_STARTED, GetoptLong::STATUS_TERMINATED] }
