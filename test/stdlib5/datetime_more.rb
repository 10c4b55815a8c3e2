# date: DateTime strftime (every conversion and flag), offsets, parse with
# zones, strptime, odd years and calendars, _parse forms, class helpers
require 'date'
require "helper"
dt = DateTime.new(2001, 2, 3, 4, 5, 6 + Rational(123456, 1000000), Rational(5, 24))
show("dt fmt") { %w(%c %x %X %D %T %r %R %v %+ %s %Q %L %N %3N %6N %9N %z %:z %::z %Z %j %U %W %G %g %V %u %w %C %y %e %k %l %I %P %p %h %n %t %%).map { |f| dt.strftime(f) } }
show("dt flags") { %w(%-d %_m %0e %^a %#A %^B %#p %-I %10N %-y %_H %^Z %#Z %-j %3S %-L).map { |f| dt.strftime(f) } }
show("dt accessors") { [dt.hour, dt.min, dt.sec, dt.sec_fraction, dt.offset, dt.zone, dt.day_fraction, dt.new_offset(0).hour] }
show("dt +") { (dt + Rational(1, 2)).to_s }
show("dt -") { (dt - DateTime.new(2001, 2, 3)).to_s }
show("dt <=>") { dt <=> DateTime.new(2001, 2, 3) }
show("dt ===") { dt === Date.new(2001, 2, 3) }
show("dt parse zones") { %w(EST PST JST CET UTC GMT Z +09 -0330 +05:30).map { |z| DateTime.parse("2001-02-03 04:05:06 #{z}").offset } }
show("dt strptime") { DateTime.strptime("2001-02-03 04:05:06 +0900", "%Y-%m-%d %H:%M:%S %z").to_s }
show("dt strptime s") { DateTime.strptime("981173106", "%s").to_s }
show("dt strptime Q") { DateTime.strptime("981173106123", "%Q").to_s rescue $!.class }
show("dt civil bad") { DateTime.civil(2001, 2, 3, 24, 0, 0).to_s }
show("dt civil 24:00:01") { DateTime.civil(2001, 2, 3, 24, 0, 1) }
show("dt offset float") { DateTime.new(2001, 2, 3, 4, 5, 6, 0.5).to_s rescue $!.class }
show("dt offset bad") { DateTime.new(2001, 2, 3, 4, 5, 6, 2) }
show("dt now class") { DateTime.now.class }
show("dt jd") { DateTime.jd(2451944, 12).to_s }
show("dt ordinal") { DateTime.ordinal(2001, 34, 1, 2, 3).to_s }
show("dt commercial") { DateTime.commercial(2001, 5, 6, 7).to_s }
show("d + big") { (Date.new(2001, 1, 1) + 10**6).to_s }
show("d neg year") { Date.new(-100, 1, 1).to_s }
show("d year 0") { Date.new(0, 1, 1).strftime("%Y %C %y %G") }
show("d big year") { Date.new(12345, 1, 1).to_s }
show("d >> 12") { (Date.new(2000, 2, 29) >> 12).to_s }
show("d << big") { (Date.new(2000, 3, 31) << 25).to_s }
show("d step rational") { r = []; Date.new(2001, 1, 1).step(Date.new(2001, 1, 2), Rational(1, 2)) { |x| r << x.to_s }; r }
show("d cwday sunday") { Date.new(2001, 2, 4).cwday }
show("d wday") { (0..6).map { |i| (Date.new(2001, 2, 4) + i).wday } }
show("d julian leap") { [Date.new(1500, 2, 29).to_s, Date.valid_civil?(1500, 2, 29, Date::GREGORIAN)] }
show("d gap") { Date.new(1582, 10, 10) }
show("d england") { Date.new(1752, 9, 14, Date::ENGLAND).prev_day.to_s rescue (Date.new(1752, 9, 14, Date::ENGLAND) - 1).to_s }
show("d _parse frac") { Date._parse("2001-02-03T04:05:06.789+09:00").to_a.sort_by { |k, v| k.to_s } }
show("d _parse wday") { Date._parse("Sat Aug 28 02:55:50 +09:00 1999").to_a.sort_by { |k, v| k.to_s } }
show("d _parse bc") { Date._parse("3 Feb 100 BC").to_a.sort_by { |k, v| k.to_s } }
show("d _parse ordinal") { Date._parse("2001.034").to_a.sort_by { |k, v| k.to_s } }
show("d _parse iso week") { Date._parse("2001-W05").to_a.sort_by { |k, v| k.to_s } }
show("d _parse slash ymd") { Date._parse("2001/02/03").to_a.sort_by { |k, v| k.to_s } }
show("d _parse dot") { Date._parse("3.2.2001").to_a.sort_by { |k, v| k.to_s } }
show("d _parse ddd") { Date._parse("sat").to_a.sort_by { |k, v| k.to_s } }
show("d _parse xmlschema") { Date._xmlschema("2001-02-03T04:05:06Z").to_a.sort_by { |k, v| k.to_s } rescue $!.class }
show("d _iso8601") { Date._iso8601("2001-02-03").to_a.sort_by { |k, v| k.to_s } rescue $!.class }
show("d zone_to_diff") { %w(EST +0900 -03:30 Z UTC bogus +9 jst).map { |z| Date.zone_to_diff(z) } }
show("d time") { [Date.send(:time_to_day_fraction, 12, 0, 0), Date.day_fraction_to_time(Rational(1, 3))] rescue $!.class }
show("d new!") { Date.new!(2451944).to_s }
show("d civil_to_jd") { [Date.civil_to_jd(2001, 2, 3), Date.jd_to_civil(2451944), Date.jd_to_ordinal(2451944), Date.jd_to_commercial(2451944), Date.ajd_to_jd(Rational(4903887, 2)), Date.jd_to_wday(2451944)] }
