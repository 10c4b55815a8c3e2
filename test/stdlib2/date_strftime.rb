# Date#strftime: every conversion, flags, widths, colons and odd directives
require 'date'
d = DateTime.new(2001,2,3,4,5,6,Rational(7,24))
%w(%10A %-d %_m %05d %^a %#b %#p %:z %::z %3N %E %Oy %Ey %10z %-10z %_10z %010Y %-y %^B %#A %9N %1N %0e %q %5% %%% %-e %-j %_H %-I %^p %#B %#x %^c %10Q %-s %_5S %012N %+ %Ec %OH %^10b %-_d %_-d %0_d %:::z %10:z %^#a %+5).each {|f|
  puts "#{f} => #{d.strftime(f).inspect}" rescue puts "#{f} !! #{$!.inspect}"
}
puts d.strftime("%a %A %b %B %c %C %d %D %e %F %g %G %h %H %I %j %k %l %L %m %M %N %p %P %Q %r %R %s %S %T %u %U %v %V %w %W %x %X %y %Y %z %Z %+ %%")
p Date.new(2001,2,3).strftime, d.strftime, Date.new(-5,1,1).strftime('%Y %C %y %G'), Date.new(12345,1,1).strftime('%Y|%5Y|%C'), DateTime.new(2001,2,3,0,0,0,Rational(-11,48)).strftime('%z %:z %Z'), DateTime.new(2001,2,3,12).strftime('%I %l %p'), Date.new(2001,1,1).strftime('%U %W %V %G %g'), Date.new(2000,1,1).strftime('%U %W %V %G %j %u %w')
x = DateTime.new(2001,2,3,4,5,Rational(13,2)) + Rational(1,86400*1000*1000)
puts x.strftime('%N %3N %12N %L %5L %s %Q %S'); p x.sec_fraction, x, d.asctime, d.ctime
