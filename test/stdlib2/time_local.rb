# time: formats of local times, parse with a year block, zone offsets (run under TZ=UTC)
require 'time'
t = Time.local(2001, 7, 3, 4, 5, 6, 7000)
p t.xmlschema, t.xmlschema(2), t.rfc2822, t.httpdate, t.iso8601(7), t.utc.xmlschema
p Time.parse("2001-02-03 04:05:06"), Time.parse("2001-07-03 04:05:06"), Time.parse("2001-02-03T04:05:06+09:00"), Time.parse("01-02-03") { |y| y + 100 }, Time.parse("Feb 3 01 4pm") { |y| y < 50 ? y + 2000 : y + 1900 }
p Time.rfc2822("Tue, 03 Jul 2001 04:05:06 EDT"), Time.rfc2822("Tue, 3 Jul 01 04:05 PDT"), Time.xmlschema("2001-07-03T04:05:06-04:00"), Time.httpdate("Tue, 03 Jul 2001 04:05:06 GMT")
p Time.zone_offset("EDT"), Time.zone_offset("PST"), Time.zone_offset("+09:30"), Time.zone_offset("-0330"), Time.zone_offset("CEST")
p Time.local(2001, 3, 11, 2, 30).xmlschema, Time.parse("2001-03-11 02:30")
