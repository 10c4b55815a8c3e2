# Time.at(sec, usec) whose carry leaves the time_t range raises RangeError.
require "helper"

show("usec -2**63") { t = Time.at(0, -2**63); [t.to_i, t.usec] }
show("max + 1s") { Time.at(2**63 - 1, 10**6) }
show("min - 1us") { Time.at(-2**63, -1) }
show("max, max") { Time.at(2**63 - 1, 2**63 - 1) }
show("5, max") { t = Time.at(5, 2**63 - 1); [t.to_i, t.usec] }
show("5, -max") { t = Time.at(5, -2**63 + 1); [t.to_i, t.usec] }
show("minus time wide") { Time.at(2**63 - 1) - Time.at(-2**63) }
show("minus time") { Time.at(0).utc - Time.at(1, 5) }
