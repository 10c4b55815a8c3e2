# Date#strftime: flags and widths on composite and zone conversions, negative years
require 'date'
d = DateTime.new(2001, 2, 3, 14, 5, 6, Rational(-7, 24))
%w(%10F %-10F %_10F %010F %^c %#c %20c %-20x %10T %^10A %-5a %_5b %05b %#10p %3H %-3H %_3M %3j %-j %010j %5u %-5w %03U %4V %6G %-G %_g %15s %-15Q %3C %-C %_y %05Y %-Y %+ %20+ %^+ %#Z %^z %10Z %-10Z %#x %^R %::::z %:z%:z %1z %2z %3z %4z %5z %-1z %0z).each { |f| puts "#{f} => #{d.strftime(f).inspect}" }
e = Date.new(-1, 1, 1)
%w(%Y %5Y %-Y %_6Y %C %y %G %g %F %s %c).each { |f| puts "#{f} => #{e.strftime(f).inspect}" }
