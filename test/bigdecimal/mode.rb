# BigDecimal.mode (exceptions, rounding) and BigDecimal.limit: what they
# return, accept and change
require "bigdecimal"
def s(x) x.is_a?(BigDecimal) ? x.inspect.sub(/BigDecimal:[0-9a-f]+/, "BD") : x.inspect end
def t(l) r = yield; puts "#{l} => #{s(r)}"; rescue Exception; puts "#{l} => #{$!.class}: #{$!.message}"; end
BD = BigDecimal
t("nan on") { BD.mode(BD::EXCEPTION_NaN, true) }
t("NaN") { BD("NaN") }
t("0/0") { BD("0") / 0 }
t("1.div(0)") { BD("1").div(0) }
t("NaN + 1") { BD("NaN") + 1 }
t("divmod 0") { BD("1").divmod(0) }
t("nan off") { BD.mode(BD::EXCEPTION_NaN, false) }
t("inf on") { BD.mode(BD::EXCEPTION_INFINITY, true) }
t("Infinity") { BD("Infinity") }
t("-Infinity") { BD("-Infinity") }
t("1/0") { BD("1") / 0 }
t("-1/0") { BD("-1") / 0 }
t("inf to_i") { BD("1") }
t("to_f") { BD("1e400").to_f }
t("inf off") { BD.mode(BD::EXCEPTION_INFINITY, false) }
t("zerodiv on") { BD.mode(BD::EXCEPTION_ZERODIVIDE, true) }
t("1/0") { BD("1") / 0 }
t("zerodiv off") { BD.mode(BD::EXCEPTION_ZERODIVIDE, false) }
t("underflow") { BD.mode(BD::EXCEPTION_UNDERFLOW, true) }
t("underflow get") { BD.mode(BD::EXCEPTION_UNDERFLOW) }
t("tiny") { BD("1e-200000000") * BD("1e-200000000") }
t("huge") { BD("1e200000000") * BD("-1e200000000") }
t("all") { BD.mode(BD::EXCEPTION_ALL) }
t("all true") { BD.mode(BD::EXCEPTION_ALL, true) }
t("all false") { BD.mode(BD::EXCEPTION_ALL, false) }
t("all nil") { BD.mode(BD::EXCEPTION_ALL, nil) }
t("all 1") { BD.mode(BD::EXCEPTION_ALL, 1) }
t("12345") { BD.mode(12345) }
t("12345, 1") { BD.mode(12345, 1) }
t("512") { BD.mode(512) }
t("string") { BD.mode("1") }
t("3 args") { BD.mode(1, 2, 3) }
t("no args") { BD.mode }
t("round get") { BD.mode(BD::ROUND_MODE) }
(1..7).each do |m|
  t("round #{m}") { BD.mode(BD::ROUND_MODE, m) }
  t("  2.5.round") { BD("2.5").round }
  t("  -2.5.round") { BD("-2.5").round }
  t("  2/3") { BD("2") / 3 }
  t("  2.div(3, 1)") { BD("2").div(3, 1) }
  t("  add") { BD("1.25").add(BD("1"), 2) }
end
t("round 3") { BD.mode(BD::ROUND_MODE, 3) }
t("round nil") { BD.mode(BD::ROUND_MODE, nil) }
t("round str") { BD.mode(BD::ROUND_MODE, "1") }
t("limit") { BD.limit }
t("limit 5") { BD.limit(5) }
t("parse") { BD("1.23456789") }
t("+") { BD("1.23456789") + 1 }
t("-") { BD("123456789") - 1 }
t("*") { BD("1.23456789") * 3 }
t("/") { BD("1") / 3 }
t("add 8") { BD("1.23456789").add(1, 8) }
t("div 8") { BD("1").div(3, 8) }
t("coerced 2**70") { BD("1") + 2**70 }
t("limit nil") { BD.limit(nil) }
t("limit -1") { BD.limit(-1) }
t("limit str") { BD.limit("1") }
t("limit 0") { BD.limit(0) }
t("after") { BD("1") / 3 }
