# Date commercial (ISO week) dates around the calendar reform, defaults, negative weeks
require 'date'
[2299161, 2299160, 2299150, 2298884, 2298877, 2086308, 2086301, 0, 7, 1721055, 2299171, 2299164, 2299600].each { |j|
  p [j, Date.jd_to_commercial(j, Date::ITALY), Date.jd_to_commercial(j), Date.jd_to_civil(j, Date::ITALY), Date.jd_to_commercial(j, Date::JULIAN)]
}
[[1582,1,1],[1000,1,1],[1582,41,1],[1583,1,1],[1000,10,3]].each{|a| p [a, Date.commercial_to_jd(a[0],a[1],a[2],Date::ITALY), Date.commercial_to_jd(a[0],a[1],a[2],Date::JULIAN), Date.commercial_to_jd(*a)]}
p Date.new(1000,1,1).cwyear, Date.new(1000,1,1).cweek, Date.new(1000,1,1).cwday, Date.new(1582,10,15).cweek, Date.new(1582,10,4).cweek, Date.new(1582,1,1).cweek
[[1000,1,1],[1582,1,1],[1582,40,5],[1582,41,1],[1583,1,1],[-4712,1,1],[-4712,2,1],[0,1,1],[1582,42,1], [2004,53,7],[1752,36,1]].each{|a| p [a, (Date.commercial(*a).to_s rescue $!), Date.valid_commercial?(*a), Date.commercial_to_jd(*a), Date.commercial_to_jd(a[0],a[1],a[2],Date::ITALY)]}
p Date.jd_to_commercial(2299161), Date.jd_to_commercial(2299161, Date::ITALY), Date.jd_to_commercial(0, Date::ITALY), Date.jd_to_commercial(0)
p Date.commercial.to_s, DateTime.commercial.to_s, Date.valid_commercial?(1582,41,5), Date.valid_commercial?(2001,-1,-1), Date.valid_commercial?(1000,-1,-1), Date.commercial(2001,1).to_s, Date.commercial(2001).to_s, Date.valid_commercial?(1582,-1,-1), Date.valid_commercial?(1583,-53,1)
