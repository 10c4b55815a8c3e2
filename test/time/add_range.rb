# Time#+ and #- outside the time_t range: the message names the effective
# operation (the offset's sign folded in) and its magnitude.
require "helper"

z = Time.at(0).utc
show("+ huge") { z + 2**70 }
show("+ -huge") { z + -(2**70) }
show("- huge") { z - 2**70 }
show("- -huge") { z - -(2**70) }
show("+ 1e19") { z + 1e19 }
show("+ -1e19") { z + -1e19 }
show("+ inf") { z + 1.0/0 }
show("- inf") { z - 1.0/0 }
show("+ -inf") { z + -1.0/0 }
show("- -inf") { z - -1.0/0 }
show("+ 2**63-2 as float") { z + 9223372036854775806 }
show("- 2**63 fits") { (z - 2**63).to_i }
show("+ -2**63 fits") { (z + -(2**63)).to_i }
show("past time_t min") { Time.at(-1) - 2**63 }
show("step past min") { z - 2**63 - 1 }
show("past time_t max") { Time.at(2**62) + 2**62 }
show("unsigned offset") { (Time.at(2**62) - 2**62 * 3).to_i }
show("+ 2**64") { z + 2**64 }
show("usec carry past max") { Time.at(2**63 - 1, 999999) + 0.5 }
show("usec borrow past min") { Time.at(-2**63, 0) - 0.5 }
show("+ nil") { z + nil }
show("- string") { z - "1" }
show("+ time") { z + z }
