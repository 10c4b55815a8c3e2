# Date and DateTime: constructors, validity, parse/strptime, arithmetic,
# strftime, conversions, marshaling, as 1.8.7
require 'date'
require "helper"
eval_lines
__END__
Date.new(2001,2,3).to_s
Date.new(2001,2,-1).to_s
Date.new(2001,-1,-1).to_s
Date.new(2001,2,29) rescue [$!.class, $!.message]
Date.new(1582,10,10) rescue [$!.class, $!.message]
Date.new(1582,10,4).succ.to_s
Date.new(1582,10,10, Date::ENGLAND).to_s
Date.new(-1,1,1).to_s
Date.new.to_s
Date.jd(2451944).to_s
Date.jd.to_s
Date.ordinal(2001, 34).to_s
Date.ordinal(2001, -1).to_s
Date.commercial(2001, 5, 6).to_s
Date.commercial(2001, 53, 1) rescue [$!.class, $!.message]
Date.civil(2001, 2, 3, Date::GREGORIAN).jd
Date.valid_civil?(2001, 2, 29)
Date.valid_civil?(2000, 2, 29)
Date.valid_date?(2001, 2, 28)
Date.valid_jd?(1)
Date.valid_ordinal?(2001, 366)
Date.valid_commercial?(2004, 53, 7)
Date.leap?(2000)
Date.gregorian_leap?(1900)
Date.julian_leap?(1900)
Date.parse("2001-02-03").to_s
Date.parse("Feb 3 2001").to_s
Date.parse("3rd Feb 2001").to_s
Date.parse("20010203").to_s
Date.parse("H13.02.03").to_s
Date.parse("2001-W05-6").to_s
Date.parse("2001-034").to_s
Date.parse("xx") rescue [$!.class, $!.message]
Date.parse("01-02-03", true).to_s
Date.parse("01-02-03", false).to_s
Date.parse("Sat Feb  3 04:05:06 UTC 2001").to_s
Date.strptime("2001-02-03", "%Y-%m-%d").to_s
Date.strptime("03/02/01", "%d/%m/%y").to_s
Date.strptime("2001 034", "%Y %j").to_s
Date.strptime("x", "%Y") rescue [$!.class, $!.message]
Date.strptime("2001-02-30", "%Y-%m-%d") rescue [$!.class, $!.message]
Date._parse("2001-02-03T04:05:06+09:00").sort_by { |k, v| k.to_s }
Date._parse("Sat Aug 28 02:55:50 +09:00 1999").sort_by { |k, v| k.to_s }
Date._strptime("2001-02-03", "%Y-%m-%d").sort_by { |k, v| k.to_s }
Date._strptime("2001-02-03 x", "%Y-%m-%d").sort_by { |k, v| k.to_s }
Date._strptime("12:34 PM", "%I:%M %p").sort_by { |k, v| k.to_s }
d = Date.new(2001,2,3); [d.year, d.mon, d.month, d.mday, d.day, d.wday, d.yday, d.jd, d.mjd, d.ajd, d.amjd, d.ld, d.cwyear, d.cweek, d.cwday, d.start, d.day_fraction]
d = Date.new(2001,2,3); [d + 1, d - 1, d >> 1, d << 1, d >> 13, d.next, d.succ, d.next_day rescue nil].map { |x| x.to_s rescue x }
Date.new(2001,1,31) >> 1
(Date.new(2001,3,1) - Date.new(2001,2,1))
(Date.new(2001,3,1) - Date.new(2001,2,1)).class
Date.new(2001,2,3) <=> Date.new(2001,2,4)
Date.new(2001,2,3) == Date.new(2001,2,3)
Date.new(2001,2,3) === Date.new(2001,2,3)
Date.new(2001,2,3).eql?(Date.new(2001,2,3))
Date.new(2001,2,3).hash == Date.new(2001,2,3).hash
Date.new(2001,2,3) <=> 2451944
Date.new(2001,2,3) == 2451944 rescue $!.class
Date.new(2001,2,3) + "x" rescue [$!.class, $!.message]
Date.new(2001,2,3) - "x" rescue [$!.class, $!.message]
Date.new(2001,2,3).step(Date.new(2001,2,6), 2).map { |x| x.to_s } rescue $!
x = []; Date.new(2001,2,3).upto(Date.new(2001,2,5)) { |d| x << d.day }; x
x = []; Date.new(2001,2,5).downto(Date.new(2001,2,3)) { |d| x << d.day }; x
Date.new(2001,2,3).strftime("%Y %m %d %a %A %b %B %j %U %W %u %w %y %C %e %x %D %F %G %V %s %% %+ %c %h %n %t %v")
Date.new(2001,2,3).strftime
Date.new(2001,2,3).inspect
Date.new(2001,2,3).leap?
Date.new(2001,2,3).julian?
Date.new(2001,2,3).gregorian?
Date.new(2001,2,3).new_start(Date::JULIAN).to_s
Date.new(2001,2,3).julian.to_s
Date.new(2001,2,3).gregorian.to_s
Date.new(2001,2,3).italy.start
Date.new(2001,2,3).england.start
Date.new(2001,2,3).asctime
Date.new(2001,2,3).ctime
Date.new(2001,2,3).iso8601 rescue $!.class
Date.new(2001,2,3).rfc3339 rescue $!.class
Date.new(2001,2,3).httpdate rescue $!.class
Date.new(2001,2,3).to_date.class rescue $!.class
Date.new(2001,2,3).to_time rescue $!.class
Date.today.class
Date::ABBR_DAYNAMES
Date::MONTHNAMES[1]
Date::ITALY
Date::ENGLAND
Date::UNIX_EPOCH_IN_AJD rescue $!.class
Date::HALF_DAYS_IN_DAY rescue $!.class
Date::Infinity.new.inspect rescue $!.class
Date.civil_to_jd(2001, 2, 3) rescue $!.class
Date.jd_to_civil(2451944) rescue $!.class
Date.ajd_to_jd(2451944) rescue $!.class
Date.time_to_day_fraction(12, 0, 0) rescue $!.class
Date.new(2001,2,3).send(:hour) rescue $!.class
DateTime.new(2001,2,3,4,5,6).to_s
DateTime.new(2001,2,3,4,5,6,Rational(9,24)).to_s
DateTime.new(2001,2,3,4,5,6,"+09:00").to_s rescue [$!.class, $!.message]
DateTime.new(2001,2,3,-1,-1,-1).to_s
DateTime.new(2001,2,3,24,0,0).to_s
DateTime.new(2001,2,3,25,0,0) rescue [$!.class, $!.message]
dt = DateTime.new(2001,2,3,4,5,6.5); [dt.hour, dt.min, dt.sec, dt.sec_fraction, dt.offset, dt.zone, dt.new_offset(Rational(1,24)).to_s]
DateTime.parse("2001-02-03T04:05:06+07:00").to_s
DateTime.parse("2001-02-03T04:05:06.123+07:00").sec_fraction
DateTime.strptime("2001-02-03T04:05:06+07:00", "%Y-%m-%dT%H:%M:%S%z").to_s
DateTime.now.class
DateTime.jd(2451944, 1, 2, 3).to_s
DateTime.ordinal(2001, 34, 1, 2, 3).to_s
DateTime.commercial(2001, 5, 6, 1, 2, 3).to_s
DateTime.new(2001,2,3,4,5,6) + Rational(1,2)
(DateTime.new(2001,2,3,4,5,6) + Rational(1,2)).to_s
DateTime.new(2001,2,3,4,5,6).strftime("%H %I %M %S %L %N %p %P %z %Z %:z %::z %T %R %r %X %s")
DateTime.new(2001,2,3,4,5,6).inspect
DateTime.new(2001,2,3,4,5,6) - Date.new(2001,2,3)
Time.utc(2001,2,3,4,5,6).to_date.to_s rescue $!.class
Time.utc(2001,2,3,4,5,6).to_datetime.to_s rescue $!.class
Date.new(2001,2,3).marshal_dump rescue $!.class
Marshal.load(Marshal.dump(Date.new(2001,2,3))).to_s
Marshal.load(Marshal.dump(DateTime.new(2001,2,3,4,5,6,Rational(1,24)))).to_s
Date.new(2001,2,3).frozen?
Date._parse("10:20:30 pm").sort_by { |k, v| k.to_s }
Date._parse("2001-02-03T04:05:06Z").values_at(:zone, :offset)
Date.zone_to_diff("EST") rescue $!.class
Date._iso8601("2001-02-03") rescue $!.class
Date._rfc2822("Sat, 3 Feb 2001 04:05:06 +0700") rescue $!.class
Date.valid_time?(24, 0, 0) rescue $!.class
Date.new(2001,2,3).cwday
Date.new(2001,2,3).start
Date.new(2001,2,3).new_start.start
Date.new(2001,2,3) === DateTime.new(2001,2,3,12)
Date::Format::ZONES['est'] rescue $!.class
Date.new(2001,2,3).sunday? rescue $!.class
Date.new(2001,2,3).saturday? rescue $!.class
Date.new(2001,2,3).prev_month rescue $!.class
Date.new(2001,2,3).next_year rescue $!.class
Date.new(2001,2,3).mjd
Date.new(2001,2,3).ajd.class
Date.new(2001,2,3).to_s.frozen?
