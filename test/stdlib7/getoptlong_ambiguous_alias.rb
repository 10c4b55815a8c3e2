# A long-option abbreviation matching two names is ambiguous even when
# both name the same option (GetoptLong counts names, not options).
require 'getoptlong'
$stderr = $stdout
def run(args, *opts)
  ARGV.replace(args); o = GetoptLong.new(*opts); o.quiet = true
  r = []; begin; o.each {|n,v| r << [n,v]}; rescue => e; r << [e.class, e.message]; end; p [r, ARGV, o.terminated?]
end
run %w[--le=4], ['--level', '--lev', GetoptLong::REQUIRED_ARGUMENT]
run %w[--le 4], ['--level', '--lev', GetoptLong::REQUIRED_ARGUMENT]
run %w[--leve 4], ['--level', '--lev', GetoptLong::REQUIRED_ARGUMENT]
run %w[--lev 4], ['--level', '--lev', GetoptLong::REQUIRED_ARGUMENT]
run %w[--foob], ['--foobar', '--foobaz', GetoptLong::NO_ARGUMENT]
run %w[--f], ['--foo', GetoptLong::NO_ARGUMENT], ['--fab', '--fo', GetoptLong::NO_ARGUMENT]
run %w[--ver a], ['--verbose', GetoptLong::NO_ARGUMENT], ['--version', GetoptLong::NO_ARGUMENT]
run %w[--x=1 a], ['--x', GetoptLong::NO_ARGUMENT]
run %w[-x a], ['--x', GetoptLong::NO_ARGUMENT]
run %w[a --x b], ['--x', GetoptLong::NO_ARGUMENT]
