# implicit types of plain scalars: null, bool, int, float, timestamps, symbols
require 'yaml'
%w(1_000 1,000 1_0.5 08 017 0x1f 0b101 0o17 1e5 1.0e+20 1.0e20 1.5e3 0. .5 -.5 +1 +1.5
   1:20 -1:20 1:20.5 190:20:30 .inf -.Inf +.inf .NAN .nan ~ null Null NULL nUll y Y n yes
   Yes YES no NO on off On OFF true True TRUE false False 2001-01-01 2001-1-1
   2001-01-01T10:00:00Z 2001-12-14t21:59:43.10-05:00 :sym :1 0 -0 00 0.0 1__0 _1 1_
   12e03 1.0e-5 1.0E+5 1.E5 ,5 0xFF 0x_1 -0x1f 1.2.3 1_000.0 1,000.5
   123456789012345678901234 0777 -017 abc a,b).each do |s|
  v = YAML.load("--- #{s}\n")
  puts "#{s} => #{v.inspect} (#{v.class})"
end
["2001-12-14 21:59:43.10 -05:00", "2001-12-14 21:59:43 -05:00", "2001-12-14 21:59:43.10 -5",
 "2001-12-14 21:59:43 Z", "2001-12-14 21:59:43.10Z", "2001-12-14T21:59:43Z",
 "2001-12-14 21:59:43", "2001-12-14T21:59:43+0900", "2001-12-14 21:59:43.123456789 +09:30",
 "2001-12-14 1:59:43 Z", ":\"a b\"", "2009-02-13 23:31:30.123456 Z"].each do |s|
  v = YAML.load("--- #{s}\n")
  puts "#{s} => #{v.inspect} (#{v.class}) #{v.usec if v.respond_to?(:usec)} #{v.utc? if v.respond_to?(:utc?)}"
end
["=", "<<"].each { |s| p YAML.load("--- #{s}").class }
