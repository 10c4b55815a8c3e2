# Time#+ and #- round the fractional offset to the nearest microsecond.
require "helper"

z = Time.at(0)
show("+0.5us") { (z + 0.0000005).usec }
show("+1.5us") { (z + 0.0000015).usec }
show("+0.1us") { (z + 1e-7).usec }
show("+0.9999999") { [(z + 0.9999999).to_i, (z + 0.9999999).usec] }
show("+0.9999994") { (z + 0.9999994).usec }
show("-1.5us") { [(z - 0.0000015).to_i, (z - 0.0000015).usec] }
show("-0.1us") { [(z - 1e-7).to_i, (z - 1e-7).usec] }
show("carry") { t = Time.at(0, 999999) + 0.0000015; [t.to_i, t.usec] }
show("borrow") { t = Time.at(0, 1) - 0.0000025; [t.to_i, t.usec] }
show("+ -0.5") { t = z + -0.5; [t.to_i, t.usec] }
show("succ") { (z.succ - z) }
