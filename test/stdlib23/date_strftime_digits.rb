# Date#strftime as 1.8.7's date/format scans a directive: the width takes
# every digit it can ("%1|" is width 1 of an unknown "|"), so %1 (the
# Julian day), %2 (%Y-%j) and %3 (%F) work only where no conversion
# character follows; a colon not leading to z is a conversion of its own;
# %n and %t ignore widths
require 'date'
require "helper"
d = DateTime.new(2001, 2, 3, 4, 5, 6, Rational(9, 24))
["%1", "%2", "%3", "%-1", "%01", "%0211", "%11", "%10", "%1Y", "%1|%2|%3",
 "%3|%1", "%^2", "%#1", "%:%Y", "%:::%Y", "%E%Y", "%O%Y", "%:Y", "%::z%",
 "%5n", "%05t", "%^10n", "%5%Y", "%-%Y", "%5", "%12%", "%30c", "%30+", "%E1"].each do |f|
  show(f) { d.strftime(f) }
end
show(:date) { Date.new(2001, 2, 3).strftime("%1 %2 %3") }
show(:date2) { Date.new(-100, 1, 1).strftime("%3 %1") }
