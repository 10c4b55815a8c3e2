# Date#step, #upto and #downto without a block as 1.8.7: nothing is
# checked before the first yield, so a range with no dates returns the
# receiver and only a yield raises LocalJumpError
require 'date'
require 'helper'
d = Date.new(2001, 2, 3)
show(1) { d.step(d + 1) }
show(2) { d.step(d - 1) }
show(3) { d.step(d) }
show(4) { d.upto(d + 1) }
show(5) { d.upto(d - 1) }
show(6) { d.downto(d - 1) }
show(7) { d.downto(d + 1) }
show(8) { d.step(d + 1, 0) }
show(9) { d.step(d + 1, 0) { break 1 } }
show(10) { d.step(d - 2, -1) }
show(11) { d.step(d + 2, 1) { } }
show(12) { d.upto(d + 2) { } }
