# bm_sprintf_float.rb - format/String#% of Floats with %f precisions and widths
n = 0
i = 0
while i < 150_000
  n += ("%.2f" % (i * 0.37)).size
  n += format("%8.3f|%-7.1f|%+.4f|%e", i / 7.0, i * 1.1, -i * 0.01, i * 3.3).size
  i += 1
end
p n
