# Matrix#minor with neither 2 nor 4 arguments raises through E2MM as
# 1.8.7 does: ArgumentError's registered message is a "%d for %d" form, so
# the inspected arguments end up in Integer's complaint
require 'matrix'
require "helper"
m = Matrix[[1, 2], [3, 4]]
show(:two) { m.minor(0..0, 1..1) }
show(:four) { m.minor(0, 1, 0, 2) }
show(:none) { m.minor }
show(:one) { m.minor(5) }
show(:three) { m.minor(1, 2, 3) }
show(:raise) { Matrix.Raise ArgumentError, "x" }
