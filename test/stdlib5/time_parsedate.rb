# time.rb and parsedate: Time.parse/rfc2822/httpdate/xmlschema of many forms
require 'time'
require 'parsedate'
require "helper"
%w(2001-02-03T04:05:06Z 2001-02-03T04:05:06+09:00 2001-02-03T04:05:06.123-05:00 2001-02-03 20010203T040506 Sat,\ 03\ Feb\ 2001\ 04:05:06\ GMT
   Sat,\ 03\ Feb\ 2001\ 04:05:06\ +0900 03\ Feb\ 2001\ 04:05:06\ EST Feb\ 3\ 2001\ 4:05pm 4:05 12/31/1999 1999-12-31\ 23:59:60 junk 2001-13-45 Thu\ Jan\ \ 1\ 00:00:00\ 1970
   2001-02-03\ 04:05:06\ UTC 2001-02-03\ 04:05:06\ JST 2001-02-03\ 04:05:06\ PDT 10:00\ pm 1/2/3).each do |s|
  show("parse #{s}") { Time.parse(s, Time.utc(2000, 1, 1)).utc.inspect }
  show("parsedate #{s}") { ParseDate.parsedate(s) }
end
%w(Sat,\ 03\ Feb\ 2001\ 04:05:06\ GMT Sat,\ 3\ Feb\ 2001\ 04:05:06\ +0900 03\ Feb\ 01\ 04:05\ -0100 bad).each do |s|
  show("rfc2822 #{s}") { Time.rfc2822(s).utc.inspect }
end
%w(Sat,\ 03\ Feb\ 2001\ 04:05:06\ GMT Saturday,\ 03-Feb-01\ 04:05:06\ GMT Sat\ Feb\ \ 3\ 04:05:06\ 2001 bad).each do |s|
  show("httpdate #{s}") { Time.httpdate(s).utc.inspect }
end
%w(2001-02-03T04:05:06Z 2001-02-03T04:05:06.5+01:00 2001-02-03 2001-02-03T04:05 bad).each do |s|
  show("xmlschema #{s}") { Time.xmlschema(s).utc.inspect }
end
t = Time.utc(2001, 2, 3, 4, 5, 6, 123456)
show("out") { [t.rfc2822, t.httpdate, t.xmlschema, t.xmlschema(3), t.iso8601(6), t.getlocal.utc.rfc822] }
show("strptime") { Time.strptime("2001-02-03", "%Y-%m-%d") rescue $!.class }
show("zone_offset") { %w(UTC EST JST +0900 -05:00 Z X bogus).map { |z| Time.zone_offset(z) } }
show("parse nil") { Time.parse(nil) }
show("parse empty") { (Time.parse("") - Time.now).abs < 5 }
show("parse year only") { Time.parse("1999", Time.utc(2000, 5, 6)).utc.inspect }
show("parse future") { Time.parse("12:00", Time.utc(2000, 5, 6, 13)).utc.inspect }
show("parsedate comp") { [ParseDate.parsedate("99-02-03", true), ParseDate.parsedate("99-02-03", false)] }
