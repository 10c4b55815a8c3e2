# results whose exponent leaves 1.8.7's int range: Infinity (or an "Exponent
# overflow" FloatDomainError) above, zero below
require "bigdecimal"
def s(x) x.is_a?(BigDecimal) ? x.inspect.sub(/BigDecimal:[0-9a-f]+/, "BD") : x.inspect end
def t(l) r = yield; puts "#{l} => #{s(r)}"; rescue Exception; puts "#{l} => #{$!.class}: #{$!.message}"; end
x = BigDecimal("1e200000000"); y = BigDecimal("1e-200000000")
t(1) { x * x }
t(2) { (x * x) * x }
t(3) { x ** 10 }
t(4) { y ** 10 }
t(5) { x / y }
t(6) { y / x }
t(7) { (x*x*x*x*x*x*x*x*x*x*x).exponent }
t(8) { (y*y*y*y*y*y*y*y*y*y*y).exponent }
t(10) { BigDecimal("1e2000000000") }
t(11) { (x ** 5).to_s[0, 20] }
t(12) { x ** 11 }
t(13) { y ** 11 }
t(14) { -x ** 11 }
t(15) { (x ** 10) * BigDecimal("1e200000000") }
t(16) { (x ** 10) * BigDecimal("1e147483646") }
t(17) { (x ** 10) * BigDecimal("1e147483647") }
t(18) { (x ** 10) * BigDecimal("1e147483645") }
t(19) { (y ** 10) * BigDecimal("1e-147483647") }
t(20) { (y ** 10) * BigDecimal("1e-147483646") }
t(21) { (y ** 10) * BigDecimal("1e-147483656") }
t(22) { BigDecimal.mode(BigDecimal::EXCEPTION_OVERFLOW, true); x ** 11 }
t(23) { x * x * x * x * x * x * x * x * x * x * x }
t(24) { BigDecimal.mode(BigDecimal::EXCEPTION_OVERFLOW, false); (x ** 10) / y }
t(25) { (y ** 10) / x }
