# time: formatting and strict parsers, UTC or local results
require 'time'
ENV['TZ'] = 'UTC'
p Time.public_instance_methods(false).sort - %w(+ - <=> == _dump asctime ctime day dst? eql? getgm getlocal getutc gmt? gmt_offset gmtime gmtoff hash hour inspect isdst localtime mday min mon month round sec strftime succ to_a to_f to_i to_s tv_sec tv_usec usec utc utc? utc_offset wday yday year zone)
p Time.methods(false).sort
[ "2001-02-03T04:05:06+07:00", "Sat, 03 Feb 2001 04:05:06 GMT", "2001-02-03 04:05:06", "Feb 3 2001 4:05pm EST", "2001-02-03T04:05:06.123456Z", "12:00", "xx", "2001-02-03", "Sat Feb  3 04:05:06 UTC 2001", "2001-02-03T04:05:06-0330"].each { |s|
  t = (Time.parse(s, Time.utc(2000,1,1)) rescue $!)
  p [s, t, (t.utc_offset rescue nil), (t.usec rescue nil)]
}
t = Time.utc(2001,2,3,4,5,6,123456)
p t.rfc2822, t.httpdate, t.xmlschema, t.xmlschema(3), t.iso8601(6), t.rfc822
l = Time.utc(2001,2,3,4,5,6).getlocal
p l.xmlschema, l.rfc2822
["Sat, 03 Feb 2001 04:05:06 +0900", "Sat, 3 Feb 2001 04:05 -0000", "03 Feb 2001 04:05:06 EST", "xx"].each { |s| p((Time.rfc2822(s) rescue $!)) }
["Sat, 03 Feb 2001 04:05:06 GMT", "Saturday, 03-Feb-01 04:05:06 GMT", "Sat Feb  3 04:05:06 2001", "xx"].each { |s| p((Time.httpdate(s) rescue $!)) }
["2001-02-03T04:05:06Z", "2001-02-03T04:05:06.5+09:00", "2001-02-03", "2001-02-03T04:05:06", "xx"].each { |s| p((Time.xmlschema(s) rescue $!)) }
p Time.strptime("2001-02-03 04:05", "%Y-%m-%d %H:%M") rescue p $!
p Time.zone_offset("EST"), Time.zone_offset("+0900"), Time.zone_offset("XYZ"), Time.zone_offset("Z")
p Time.rfc2822("Sat, 03 Feb 2001 04:05:06 +0900").utc_offset
