# float directives whose text is longer than the formatter's buffer (huge
# precision or width, %f of 1e300) and short ones around them
p "%.300f" % 1.5
p "%300.3f|" % 2.0
p "%-270e|" % -1.0
p "%f" % 1e300
p "%f %.2f %e %g %10.4f %-8.1f| %+.3e %#g" % [1.5, 2.345, 12345.678, 0.0001, 3.14159, 2.0, -1e-10, 1.0]
p format("%.2f", 1e100).size
