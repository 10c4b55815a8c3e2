# Date/DateTime.strptime: completion from week numbers, seconds, ordinals, zones
require 'date'
[["2001 5 6", "%Y %U %w"], ["2001 5 6", "%Y %W %w"], ["2001 5 7", "%Y %W %u"], ["2001 5 1", "%Y %U %u"], ["2001 W05 Sat", "%G W%V %a"], ["2001 05", "%G %V"], ["2001 0 1", "%Y %U %w"], ["2001 53 6", "%Y %U %w"],
 ["2001 034 04:05", "%Y %j %H:%M"], ["981173106", "%s"], ["981173106123", "%Q"], ["2001-02-03 +0900", "%F %z"], ["2001-02-03 24:00", "%F %H:%M"], ["2001-02-29", "%F"], ["2001-W53-1", "%G-W%V-%u"],
 ["2004-W53-7", "%G-W%V-%u"], ["04:05 PM 2001-02-03", "%I:%M %p %F"], ["2001-02-03 04:05:06.123", "%F %T.%N"], ["2001 Feb", "%Y %b"]].each { |s, f|
  d = (Date.strptime(s, f) rescue $!)
  t = (DateTime.strptime(s, f) rescue $!)
  p [s, f, d.to_s, t.to_s, (t.sec_fraction rescue nil)]
}
