require 'getoptlong'
$stdout.sync = true
def t(s); begin; r = yield; puts r.inspect.gsub(/0x[0-9a-f]+/, "0x"); rescue Exception => e; puts "#{s}: #{e.class}: #{e.message.gsub(/0x[0-9a-f]+/, "0x")}"; end; end
$0 = "prog"
p GetoptLong.constants.sort, GetoptLong.instance_methods(false).sort, GetoptLong::Error.superclass, GetoptLong::InvalidOption.superclass
p [GetoptLong::ORDERINGS, GetoptLong::ARGUMENT_FLAGS, GetoptLong::STATUS_YET, GetoptLong::STATUS_STARTED, GetoptLong::STATUS_TERMINATED]
OPTS = [['--verbose', '-v', GetoptLong::NO_ARGUMENT], ['--name', '-n', GetoptLong::REQUIRED_ARGUMENT], ['--level', '-l', '--lvl', GetoptLong::OPTIONAL_ARGUMENT], ['--velocity', GetoptLong::NO_ARGUMENT]]
def run(args, ordering = nil, quiet = false)
  ARGV.replace(args)
  g = GetoptLong.new(*OPTS)
  g.ordering = ordering if ordering
  g.quiet = quiet
  r = []
  begin
    g.each{|o, a| r << [o, a] }
  rescue => e
    r << [e.class, e.message, g.error, g.error?, g.error_message]
  end
  r << ARGV.dup
  r << g.terminated?
  r
end
[%w[-v -n foo bar], %w[--verbose --name=x --level a b], %w[--level=3 --lvl -l], %w[-vn x], %w[-nvx], %w[-l5 -l], %w[--ver], %w[--vel], %w[--verb], %w[--v], %w[--nam x], %w[-x], %w[--bogus], %w[-n], %w[--name], %w[--verbose=1], %w[a -v -- -n b], %w[-], %w[a b -v], %w[--level -- x], %w[--level -x], %w[--name -v], %w[-v -v]].each{|a|
  t(a){ [a, run(a)] }
  t(a){ [a, run(a, GetoptLong::REQUIRE_ORDER)] }
  t(a){ [a, run(a, GetoptLong::RETURN_IN_ORDER, true)] }
}
t(1){ GetoptLong.new(['--a', 5]) }
t(2){ GetoptLong.new(['--a']) }
t(3){ GetoptLong.new(['a', GetoptLong::NO_ARGUMENT]) }
t(4){ GetoptLong.new(['--a', '-b', GetoptLong::NO_ARGUMENT], ['--a', GetoptLong::NO_ARGUMENT]) }
t(5){ g = GetoptLong.new; g.ordering = 7 }
t(6){ ARGV.replace(%w[-a]); g = GetoptLong.new(['-a', GetoptLong::NO_ARGUMENT]); [g.get, g.get, g.terminated?] }
t(7){ ARGV.replace(%w[-a]); g = GetoptLong.new(['-a', GetoptLong::NO_ARGUMENT]); g.get; g.set_options(['-b', 0]) }
t(8){ ARGV.replace(%w[-a b]); g = GetoptLong.new(['-a', GetoptLong::NO_ARGUMENT]); g.terminate; [g.get, ARGV, g.terminated?] }
t(9){ g = GetoptLong.new; [g.ordering, g.quiet, g.quiet?, g.error, g.error_message] }
t(10){ ARGV.replace(%w[-a]); g = GetoptLong.new(['-a', GetoptLong::NO_ARGUMENT]); g.get_option }
t(11){ ARGV.replace(%w[-z]); g = GetoptLong.new(['-a', GetoptLong::NO_ARGUMENT]); g.quiet = true; begin; g.get; rescue; end; [g.error.class, g.get] }
t(12){ ARGV.replace(%w[-a x]); g = GetoptLong.new(['-a', GetoptLong::NO_ARGUMENT]); g.each_option{|*x| p x} }
