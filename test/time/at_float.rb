# Time.at(Float): RangeError outside time_t, microseconds rounded half away from zero.
require "helper"

show("inf") { Time.at(1.0/0) }
show("-inf") { Time.at(-1.0/0) }
show("1e20") { Time.at(1e20) }
show("-9.3e18") { Time.at(-9.3e18) }
show("2**63 float") { Time.at(9223372036854775807.0) }
show("-2**63 float") { Time.at(-9223372036854775808.0).to_i }
show("9.2e18") { Time.at(9.2e18).to_i }
show("0.5us") { Time.at(0.0000005).usec }
show("1.5us") { Time.at(0.0000015).usec }
show("-0.5us") { t = Time.at(-0.0000005); [t.to_i, t.usec] }
show("-1.5us") { t = Time.at(-0.0000015); [t.to_i, t.usec] }
show("0.9999995") { t = Time.at(0.9999995); [t.to_i, t.usec] }
show("-1e-9") { t = Time.at(-1e-9); [t.to_i, t.usec] }
show("-1.5") { t = Time.at(-1.5); [t.to_i, t.usec] }
show("bignum") { Time.at(2**64) }
show("usec inf") { Time.at(0, 1.0/0) }
show("usec float") { Time.at(1.5, 1.5).usec }
show("nil") { Time.at(nil) }
show("string") { Time.at("1") }
show("usec nil") { Time.at(0, nil) }
