# DateTime: arithmetic, offsets (sign shown from whole hours), steps, conversions
require 'date'
d = DateTime.new(2001, 2, 3, 23, 59, 59, Rational(9, 24))
p d + 1, d + Rational(1, 86400), d - Rational(1, 24), d >> 1, d << 13, d.new_offset(0), d.new_offset(Rational(-5, 24)).to_s, d.to_date rescue p $!
p d.jd, d.day_fraction, d.mjd, d.ld, d.ajd, d.amjd, d.yday, d.hour, d.min, d.sec, d.sec_fraction, d.zone, d.offset, d.wday, d.cwday, d.cweek
p d.succ, d.next, DateTime.new(2001, 1, 31, 12) >> 1, DateTime.new(2001, 2, 3, -1, -1, -1), (DateTime.new(2001, 2, 3, 0, 60) rescue $!)
p DateTime.new(2001, 2, 3, 4, 5, 6, Rational(1, 3)).to_s, DateTime.new(2001, 2, 3, 4, 5, 6, Rational(-1, 96)).to_s, DateTime.new(2001, 2, 3, 4, 5, 6, Rational(1, 86400)).strftime('%z %:z %::z')
a = []; DateTime.new(2001, 2, 3).step(DateTime.new(2001, 2, 3, 12), Rational(1, 4)) { |x| a << x.hour }; p a
a = []; Date.new(2001, 2, 3).step(Date.new(2001, 1, 30), -2) { |x| a << x.day }; p a
a = []; Date.new(2001, 2, 3).step(Date.new(2001, 2, 3), 0) { |x| a << x.day; break } rescue p $!; p a
p DateTime.jd(2451944.5).to_s rescue p $!
p DateTime.ordinal(2001, 34, 4, 5, 6, '+0900').to_s, DateTime.commercial(2001, 5, 6, 4, 5, 6).to_s, DateTime.civil(2001, 2, 3, 4, 5, 6, 'EST').to_s rescue p $!
p Date.new(2001, 2, 3) === DateTime.new(2001, 2, 3, 12), Date.new(2001, 2, 3) <=> DateTime.new(2001, 2, 3, 12), Date.new(2001, 2, 3) == DateTime.new(2001, 2, 3), DateTime.new(2001,2,3) - Date.new(2001,2,1)
p DateTime.new(2001, 2, 3, 4, 5, 6).strftime('%c %x %X %r %T %s %Q %L %N %+')
x = DateTime.new(2001, 2, 3, 4, 5, 6, Rational(7, 24))
p Marshal.load(Marshal.dump(x)) == x, x.eql?(x.new_offset(0)), x.hash == x.new_offset(0).hash, {x => 1}[x.new_offset(0)]
p Date.new(2001, 2, 3).ctime, DateTime.new(2001, 2, 3, 4, 5, 6).asctime, Date.new(2001,2,3).inspect, DateTime.new(2001,2,3).inspect
p (Date.new(2001,2,3) + Rational(1,2)).to_s, (Date.new(2001,2,3) + Rational(1,2)).jd, (Date.new(2001,2,3) - 0.5).jd, Date.new(2001,2,3).send(:day_fraction)
p [Rational(-1,96), Rational(-1,24), Rational(-5,96), Rational(-1,1440), Rational(-1, 86400), Rational(-25,96)].map { |o| d = DateTime.new(2001,2,3,4,5,6,o); [d.zone, d.strftime("%z %:z %::z %Z"), d.to_s] }
p DateTime.methods(false).sort, DateTime.new3(2001,2,3), DateTime.new1(5), DateTime.new3(2001,2,3,4), DateTime.neww(2001,5,6,7), DateTime.new2(2001,34,5), Date.new3(2001,2,3), Date.new1(5), Date.new2(2001,34), Date.neww(2001,5,6), Date.new0(Rational(4903887,2)), Date.exist3?(2001,2,29)
