# Date/DateTime construction, calendar conversions and validity checks
require 'date'
p Date.new(2001,2,3), DateTime.new(2001,2,3,4,5,6,Rational(1,24)), Date.new, DateTime.new
p DateTime.jd(5, 1,2,3), Date.ordinal, Date.new(2001,1,31)>>1, Date.new(2001,2,3)+0.5, Date.new(2001,2,3)-Date.new(2000,1,1)
p Date.civil_to_jd(1582,10,4), Date.civil_to_jd(1582,10,4, Date::ITALY), Date.jd_to_civil(2299160), Date.jd_to_civil(2299160, Date::ITALY)
p Date.ordinal_to_jd(2001,34), Date.jd_to_ordinal(2451944), Date.commercial_to_jd(2001,5,6), Date.jd_to_commercial(2451944)
p Date.ajd_to_jd(Rational(4903887,2)), Date.ajd_to_jd(Rational(4903887,2), Rational(1,24)), Date.jd_to_ajd(2451944, 0), Date.jd_to_ajd(2451944, Rational(1,2), Rational(1,24))
p Date.day_fraction_to_time(Rational(1,3)+Rational(1,86400*3)), Date.time_to_day_fraction(4,5,6), Date.time_to_day_fraction(4,5,Rational(13,2))
p Date.amjd_to_ajd(3), Date.ajd_to_amjd(Rational(4903887,2)), Date.mjd_to_jd(5), Date.jd_to_mjd(2451944), Date.ld_to_jd(1), Date.jd_to_ld(2451944), Date.jd_to_wday(2451944)
p Date.valid_jd?(3), Date.valid_jd?(nil), Date.valid_ordinal?(2001,34), Date.valid_ordinal?(2001,-1), Date.valid_ordinal?(2001,366), Date.valid_civil?(2001,2,29), Date.valid_civil?(2001,-1,-1), Date.valid_civil?(1582,10,10), Date.valid_commercial?(2001,5,6), Date.valid_commercial?(2001,-1,-1), Date.valid_commercial?(2001,53,1)
p Date.valid_time?(24,0,0), Date.valid_time?(-1,-1,-1), Date.valid_time?(25,0,0), Date.valid_time?(4,5,6)
p Date.julian?(2299160, Date::ITALY), Date.gregorian?(2299160, Date::ITALY), Date.julian?(5, Date::GREGORIAN), Date.julian?(5, Date::JULIAN), Date.os?(2299160, Date::ITALY)
p Date.leap?(1900), Date.julian_leap?(1900), Date.valid_date?(2001,2,3), Date.exist?(2001,2,3), Date.exist1?(5), Date.exist2?(2001,3), Date.existw?(2001,1,1)
p Date.civil_to_jd(2001,2,3,Date::JULIAN), Date.jd_to_civil(2451944, Date::JULIAN), Date.jd_to_civil(0), Date.jd_to_civil(-1000000)
p Date.new(2001,2,3, Date::JULIAN).jd, Date.new(1582,10,15).julian?, Date.new(1582,10,4).julian?, Date.new(1582,10,15).os?
p Date.new(2001,-1,-1).to_s, Date.new(-1,1,1).to_s, Date.new(10000,1,1).to_s, Date.new(-10000,1,1).to_s, Date.new(5,1,1).to_s
p Date.new(2001,2,3).new_start(Date::ENGLAND), Date.new(2001,2,3).newsg, Date.new(2001,2,3).england.start
p Date.new(2001,2,3).leap?, Date.new(2000,2,3).leap?, Date.new(1900,1,1).leap?, Date.new(1500,1,1).leap?
d = Date.new(2001,2,3)
p [d.year, d.mon, d.mday, d.yday, d.wday, d.cwyear, d.cweek, d.cwday, d.jd, d.mjd, d.ld, d.ajd, d.amjd, d.day_fraction, d.start]
p [d.send(:hour), d.send(:min), d.send(:sec), d.send(:sec_fraction), d.send(:offset), d.send(:zone)]
x = DateTime.new(2001,2,3,4,5,6,Rational(-7,24))
p [x.hour, x.min, x.sec, x.offset, x.of, x.zone, x.new_offset.to_s, x.new_offset(Rational(1,2)).to_s, x.to_s]
p DateTime.new(2001,2,3,4,5,6,"+09:00"), DateTime.new(2001,2,3,24), (DateTime.new(2001,2,3,25) rescue $!)
p((Date.new(2001,2,30) rescue $!), (Date.new(2001,2,3)+"x" rescue $!), (Date.new(2001,2,3)-"x" rescue $!))
p d.hash, Marshal.load(Marshal.dump(d)), Marshal.load(Marshal.dump(x))
p d == Date.new(2001,2,3), d.eql?(DateTime.new(2001,2,3)), d === DateTime.new(2001,2,3,23), d == 2451944, d === 2451944, (d <=> "x"), d < d + 1
p d.succ, d.next, d >> 12, d << 1, Date.new(2000,2,29) >> 12
d.step(Date.new(2001,2,7), 2) { |y| p y.to_s }
d.downto(d - 2) { |y| p y.to_s }
p Date::Infinity.new(3) <=> Date::Infinity.new(2), Date::JULIAN.coerce(3), Date::GREGORIAN.coerce(3), 5 < Date::JULIAN, 5 > Date::GREGORIAN, Date::JULIAN.infinite?, Date::GREGORIAN.infinite?, Date::Infinity.new(0).nan?, Date::JULIAN.finite?
p Date::UNIX_EPOCH_IN_AJD, Date::MJD_EPOCH_IN_AJD, Date::HALF_DAYS_IN_DAY, Date::LD_EPOCH_IN_CJD, Date::NANOSECONDS_IN_DAY, Date::MONTHNAMES[2], Date::ABBR_DAYNAMES.frozen?
t = Time.utc(2001,2,3,4,5,6)
p t.send(:to_date), t.send(:to_datetime)
