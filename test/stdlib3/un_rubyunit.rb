# un (the commands of ruby -run, called here with ARGV set) and rubyunit
require "un"
def run(cmd, *args)
  ARGV.replace(args)
  begin
    __send__(cmd)
  rescue Exception => e
    puts "#{cmd}: #{e.class}: #{e.message}"
  end
  $stdout.flush
end
File.open("a", "w") {|f| f.puts "x" }
run :help
run :help, "cp", "mv"
run :help, "bogus"
run :cp, "-v", "a", "b"
run :mkdir, "-p", "-v", "d1/d2"
run :mkdir, "-v", "d1"
run :cp, "-r", "-v", "d1", "d3"
run :mv, "-v", "b", "d1"
run :ln, "-s", "-v", "a", "l"
run :ln, "-v", "a", "h"
run :chmod, "-v", "600", "a"
run :install, "-v", "-m", "644", "a", "d3/"
run :touch, "-v", "t1"
run :rm, "-v", "l", "t1", "h"
run :rm, "-f", "-v", "nonexist"
run :rm, "nonexist"
run :rm, "-r", "-v", "d3"
run :rmdir, "-v", "d1/d2"
run :cp, "-x", "a", "b"
ARGV.replace(%w(-p -q -m 755 x y* - -v))
setup("pm:") {|argv, opts| p argv, opts.to_a.sort_by {|k, v| k.to_s } }
p Dir["*"].sort, Dir["d1/*"].sort, File.stat("a").mode & 0777, File.stat("d3/a").mode & 0777 rescue p $!

require "rubyunit"
class TC_R < RUNIT::TestCase
  def test_one
    assert_equal(1, 1)
    assert(true)
  end
end
p TC_R.ancestors.include?(Test::Unit::TestCase)
p RUNIT::TestCase.ancestors.include?(RUNIT::Assert)
Test::Unit.run = true
r = Test::Unit::TestResult.new
TC_R.suite.run(r) {}
puts r
