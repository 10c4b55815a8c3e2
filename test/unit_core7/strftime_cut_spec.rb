# a conversion cut short by the end of the format is written as given,
# padded to its width as glibc's strftime does for 1.8.7
x = Time.utc(2001, 2, 3, 4, 5, 6)
%w(%9 %12 %-5 %05 %_5 %^5 %#5 %5E %5O %5: %E %O %: %^ %- %9q %-9q %09q %9%).each do |f|
  p [f, x.strftime(f), x.strftime("a" + f), x.strftime(f + "Y")]
end
p x.strftime("%j%9"), x.strftime("x%20"), x.strftime("%Y%"), x.strftime("%")
