# ERB trim modes/def_method/Util, Shellwords, time.rb parsers and
# formatters, Logger, as 1.8.7
require 'erb'
require 'shellwords'
require 'time'
require 'logger'
require 'stringio'
require "helper"
eval_lines
__END__
ERB.new("a<%= 1+1 %>b<% if true %>c<% end %>\n").result
ERB.new("<%# comment %>x<%% y %%>").result
ERB.new("a\n<% 3.times do |i| %>\n<%= i %>\n<% end %>\n", nil, "<>").result
ERB.new("a\n  <% 3.times do |i| -%>\n<%= i %>\n<% end -%>\nz", nil, "-").result
ERB.new("a\n% x = 2\n<%= x %>\n%% y\n", nil, "%").result
ERB.new("<% 2.times do %>\nx\n<% end %>\n", nil, ">").result
ERB.new("<% 2.times do %>\nx\n<% end %>\n", nil, "%<>").result
ERB.new("<%= x %>").result(binding) rescue $!.class
ERB.new("a<%= 1 %>").src
ERB.new("a<%= 1 %>", nil, nil, "@out").src
ERB.new("x").filename
e = ERB.new("<%= 1/0 %>"); e.filename = "f.erb"; e.result rescue [$!.class, $!.backtrace[0]]
ERB::Util.html_escape("<a href='x'>&\"</a>")
ERB::Util.url_encode("a b&c/d")
ERB::Util.h("<")
ERB::Util.u("é")
ERB.version
class Foo; def initialize; @x = 5; end; end; ERB.new("<%= @x %>").def_method(Foo, "render()"); Foo.new.render
m = Module.new; ERB.new("<%= a %>-<%= b %>").def_method(m, "r(a, b)"); o = Object.new; o.extend(m); o.r(1, 2)
ERB.new("<%= a %>").def_class(Object, "render(a)").new.render(3) rescue $!
ERB.new("<%= [1,2].map do |x| x * 2 end.join %>").result
ERB.new("<%\n x = 1\n%><%= x %>").result
ERB.new("a <%= 'b' -%>\nc", nil, '-').result
ERB.new("a\n<%- x = 1 -%>\nb", nil, '-').result
ERB.new("<%= '%>' %>").result rescue $!.class
ERB.new("%= 1\n", nil, "%").result rescue $!.class
Shellwords.shellwords("a 'b c' \"d e\" f\\ g")
Shellwords.shellwords("a \"b") rescue [$!.class, $!.message]
Shellwords.shellwords("a 'b\\c'")
Shellwords.shellwords("a \"b\\\"c\" d\\")
Shellwords.shellsplit("x  y") rescue $!.class
Shellwords.shellescape("a b") rescue $!.class
"a b".shellsplit rescue $!.class
Shellwords.split("a b") rescue $!.class
Time.parse("2001-02-03 04:05:06 +0900").utc.to_a
Time.parse("Sat Feb  3 04:05:06 2001").to_a[0, 6]
Time.parse("12:00", Time.utc(2000,1,1)).to_a[0, 6]
Time.rfc2822("Sat, 03 Feb 2001 04:05:06 +0900").utc.to_a
Time.rfc2822("Sat, 03 Feb 2001 04:05:06 GMT").utc?
Time.rfc2822("bad") rescue [$!.class, $!.message]
Time.httpdate("Sat, 03 Feb 2001 04:05:06 GMT").to_a
Time.httpdate("Saturday, 03-Feb-01 04:05:06 GMT").to_a
Time.httpdate("Sat Feb  3 04:05:06 2001").to_a
Time.httpdate("bad") rescue [$!.class, $!.message]
Time.xmlschema("2001-02-03T04:05:06.123+09:00").utc.to_a
Time.xmlschema("2001-02-03T04:05:06Z").usec
Time.xmlschema("2001-02-03T04:05:06.5Z").usec
Time.xmlschema("2001-02-03").to_a[3, 3]
Time.xmlschema("bad") rescue [$!.class, $!.message]
Time.iso8601("2001-02-03T04:05:06Z").to_a
Time.utc(2001,2,3,4,5,6).rfc2822
Time.utc(2001,2,3,4,5,6).httpdate
Time.utc(2001,2,3,4,5,6,123456).xmlschema
Time.utc(2001,2,3,4,5,6,123456).xmlschema(3)
Time.utc(2001,2,3,4,5,6).iso8601
Time.utc(2001,2,3,4,5,6).rfc822
Time.strptime("2001-02-03", "%Y-%m-%d").year rescue $!.class
Time.zone_offset("EST")
Time.zone_offset("+0930")
Time.zone_offset("XYZ")
Time.parse("2001-02-03T04:05:06.5Z").usec
Time.parse("10pm", Time.utc(2000,1,1)).hour
Time.parse("2001-02-03 04:05:06 EST").utc.hour
Time.parse("Feb 30 2001").to_a[3, 3] rescue [$!.class, $!.message]
l = Logger.new(s = StringIO.new); l.formatter = proc { |sev, t, prog, msg| "#{sev}|#{prog}|#{msg}\n" }; l.info("hi"); l.debug { "blk" }; l.warn("p") { "m" }; l.add(Logger::ERROR, "e", "pn"); l.unknown("u"); l << "raw\n"; s.string
l = Logger.new(s = StringIO.new); l.level = Logger::WARN; [l.info?, l.warn?, l.debug?, l.error?, l.fatal?, l.info("x"), l.warn("y")]
l = Logger.new(s = StringIO.new); l.progname = "P"; l.info("m"); s.string.sub(/\[.*?\]/, "[T]")
l = Logger.new(s = StringIO.new); l.datetime_format = "%Y"; l.error(RuntimeError.new("boom")); s.string.sub(/\d{4}/, "YYYY").sub(/#\d+/, "#PID")
l = Logger.new(s = StringIO.new); l.fatal(nil); l.info(:sym); l.info([1]); s.string.gsub(/\[.*?\]/, "[T]")
Logger::Formatter.new.call("INFO", Time.utc(2001,2,3,4,5,6,7), "prog", "msg").sub(/#\d+/, "#PID")
Logger::SEV_LABEL rescue $!.class
Logger::Severity.constants.sort
Logger.new(nil).info("x")
Logger.new("/nonexistent/dir/x.log") rescue $!.class
l = Logger.new(s = StringIO.new); l.close; s.closed?
Logger::ProgName rescue $!.class
Logger::VERSION rescue $!.class
Logger::LogDevice.new(StringIO.new).dev.class
Logger::Error.superclass
Logger::ShiftingError.superclass
Logger::Application.new("app").class rescue $!.class
