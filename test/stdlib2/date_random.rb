# Date calendar conversions on seeded random dates under four reform days
require 'date'
srand(42)
out = []
300.times do
  y = rand(6000) - 3000; m = rand(14) - 1; d = rand(33) - 1
  sg = [Date::ITALY, Date::ENGLAND, Date::JULIAN, Date::GREGORIAN][rand(4)]
  jd = Date.valid_civil?(y, m, d, sg)
  out << [y, m, d, jd]
  if jd
    dt = Date.new(y, m, d, sg)
    out << [dt.jd, dt.yday, dt.cwyear, dt.cweek, dt.cwday, dt.wday, dt.leap?, dt.mjd, (dt >> 13).to_s, (dt << 25).to_s, dt.strftime('%U %W %V %G %j')]
  end
  j = rand(3000000)
  out << [Date.jd_to_civil(j, sg), Date.jd_to_ordinal(j, sg), Date.jd_to_commercial(j, sg)]
  out << Date.valid_ordinal?(y, rand(370) - 2, sg)
end
puts out.map { |x| x.inspect }.join("\n")
