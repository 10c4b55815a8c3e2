# Date.parse / DateTime.parse: completion of missing fields and errors
require 'date'
t = Date.today
["2001-02-03", "2001-02-03T04:05:06+07:00", "Sat Feb  3 04:05:06 2001", "Sat, 03 Feb 2001 04:05:06 GMT", "H13.02.03", "2001-034", "2001-W05-6", "20010203T040506", "3rd Feb 2001", "2001-02-03T04:05:06.123Z", "2001-02-30", "x", "", "02/03/01", "2001-02-03T24:00:00", "2001-02-03T04:05:60", "3 Feb 100 BC"].each {|s|
  [Date, DateTime].each {|c| r = (c.parse(s) rescue $!); puts "#{c} #{s.inspect} => #{r.inspect} #{r.to_s}" }
}
p Date.parse("Feb 3").year == t.year, Date.parse("Feb 3").mon, Date.parse("3rd").mday, Date.parse("3rd").mon == t.mon
p Date.parse("Sat").wday, (Date.parse("Sat") - t).abs < 7, DateTime.parse("10:20").hour, DateTime.parse("10:20").jd == t.jd, (Date.parse("10:20") rescue $!)
p Date.parse("W05").wday, Date.parse("2001-02-03", false), Date.parse("01-02-03", false).year, Date.parse("0000-01-01"), DateTime.parse("2001-02-03T04:05:06+09:00", true, Date::JULIAN).jd, (Date.parse("10:20") rescue $!)
