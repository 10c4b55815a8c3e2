# ri --help prints 1.8.7's wording and layout; --format (not --fmt) picks
# the formatter and a width must be an Integer
require 'rdoc/ri/ri_driver'
require 'stringio'
def run(args)
  $stdout = $stderr = StringIO.new
  begin
    o = RI::Options.instance
    o.parse(args)
    print o.width, " ", o.formatter, "\n"
  rescue SystemExit => e
    puts "exit #{e.status}"
  end
  out = $stdout.string
  $stdout = STDOUT; $stderr = STDERR
  { RI::Paths::SYSDIR => "SYSDIR", RI::Paths::SITEDIR => "SITEDIR",
    RI::Paths::HOMEDIR.to_s => "HOMEDIR" }.each { |d, n| out = out.gsub(d, n) }
  puts "== #{args.join(' ')}", out
end
run ["--help"]
run ["--format", "bs"]
run ["-f", "zz"]
run ["--fmt", "plain"]
run ["-w", "0x10"]
run ["-w", "5.5"]
run ["--width=-5"]
