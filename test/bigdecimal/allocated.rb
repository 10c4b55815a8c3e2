# every method on BigDecimal.allocate (a plain object in 1.8.7, holding no
# number): TypeError "BigDecimal can't be coerced into BigDecimal", no crash
require "bigdecimal"
require "helper"
call_on_allocated(BigDecimal, [[], [1], [BigDecimal("2")], [1, 2]], %w(instance_variables to_a))
show("as an operand") { BigDecimal("1") + BigDecimal.allocate }
show("compared") { BigDecimal("1") == BigDecimal.allocate }
show("coerce") { 1 + BigDecimal.allocate }
