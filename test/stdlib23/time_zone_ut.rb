# Time.parse and Time.rfc2822 as 1.8.7: a zone of UT (any case; "UTC" in
# RFC 2822 reads as UT) gives a UTC time, as UTC, Z and -0000 do
require 'time'
%w(UTC UT GMT Z z utc gmt ut -0000 +0000 -00:00 +00:00 EST A).each { |z|
 a = (Time.parse("2001-02-03 04:05:06 #{z}").utc? rescue $!.class)
 b = (Time.rfc2822("Sat, 03 Feb 2001 04:05:06 #{z}").utc? rescue $!.class)
 c = (Time.xmlschema("2001-02-03T04:05:06#{z}").utc? rescue $!.class)
 d = (Time.httpdate("Sat, 03 Feb 2001 04:05:06 #{z}").utc? rescue $!.class)
 puts "#{z} #{a} #{b} #{c} #{d}" }
