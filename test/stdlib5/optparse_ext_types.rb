# optparse/time, uri, shellwords, date argument types; officious --help and
# --version
require 'optparse'
require 'optparse/time'
require 'optparse/uri'
require 'optparse/shellwords'
require 'optparse/date'
require "helper"
o = OptionParser.new
o.on("--time T", Time) { |v| p [:time, v.year == 2001 ? v.utc.to_a[0, 6] : (Time.now - v).abs < 60] }
o.on("--uri U", URI) { |v| p [:uri, v.class, v.to_s] }
o.on("--sw S", Shellwords) { |v| p [:sw, v] }
o.on("--date D", Date) { |v| p [:date, v.to_s] }
o.on("--dt D", DateTime) { |v| p [:dt, v.to_s] }
[%w(--time 2001-02-03T04:05:06Z), %w(--time bogus), %w(--uri http://x/y), %w(--uri http://a\ b), ["--sw", "a 'b c' d"], ["--sw", "a 'b"], %w(--date 2001-02-03), %w(--date junk), %w(--dt 2001-02-03T04:05:06+09:00), %w(--dt zz)].each do |a|
  show(a.inspect) { o.parse(a) }
end
require 'optparse/version' rescue p $!
show("acceptables") { OptionParser::Acceptables.constants.sort }
show("Officious") { OptionParser::Officious.keys.sort rescue $!.class }
show("--help exits") { begin; OptionParser.new { |x| x.on("-a", "aa") }.parse(%w(--help)); rescue SystemExit => e; e.status; end }
show("--version exits") { begin; x = OptionParser.new; x.version = "9.9"; x.program_name = "pg"; x.parse(%w(--version)); rescue SystemExit => e; e.status; end }
show("--version none") { begin; OptionParser.new.parse(%w(--version)); rescue SystemExit => e; e.status; rescue => e; [e.class, e.message]; end }
