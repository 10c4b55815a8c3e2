# bm_sprintf.rb - sprintf, format and String#% with integers, floats,
# strings, widths and padding
n = 0
i = 0
while i < 150_000
  n += sprintf("%d", i).size
  n += format("%05d|%-8s|%x", i, "ab", i).size
  n += ("%.3f" % (i / 7.0)).size
  n += ("%s=%s" % ["k", i]).size
  n += sprintf("%10.2e %o %+d", i * 1.5, i, -i).size
  i += 1
end
p n
