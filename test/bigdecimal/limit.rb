# BigDecimal.limit(n): every operation rounds its result (and 1.8.7's
# intermediate steps of %, divmod, **, sqrt) to n digits; add/div(x, n) not
require "bigdecimal"
def s(x) x.is_a?(BigDecimal) ? x.inspect.sub(/BigDecimal:[0-9a-f]+/, "BD") : (x.is_a?(Array) ? "[" + x.map { |y| s(y) }.join(",") + "]" : x.inspect) end
def t(l) r = yield; puts "#{l} => #{s(r)}"; rescue Exception; puts "#{l} => #{$!.class}: #{$!.message.sub(/BigDecimal:[0-9a-f]+/, "BD")}"; end
[3, 5, 9, 10, 20].each do |lim|
  BigDecimal.limit(lim)
  a = BigDecimal("1234.56789012345"); b = BigDecimal("7.000000001")
  t("#{lim} +") { a + b }
  t("#{lim} -") { a - b }
  t("#{lim} *") { a * b }
  t("#{lim} /") { a / b }
  t("#{lim} %") { a % b }
  t("#{lim} divmod") { a.divmod(b) }
  t("#{lim} remainder") { a.remainder(b) }
  t("#{lim} div") { a.div(b) }
  t("#{lim} div 3") { a.div(b, 3) }
  t("#{lim} div 30") { a.div(b, 30) }
  t("#{lim} add 30") { a.add(b, 30) }
  t("#{lim} mult 2") { a.mult(b, 2) }
  t("#{lim} **2") { a ** 2 }
  t("#{lim} **-1") { b ** -1 }
  t("#{lim} sqrt") { a.sqrt(10) }
  t("#{lim} round") { a.round(2) }
  t("#{lim} abs") { (-a).abs }
  t("#{lim} frac") { a.frac }
  t("#{lim} new") { BigDecimal.new("1.23456789012345678901234567890", 40) }
  t("#{lim} int") { a + 1 }
  t("#{lim} big") { a + 2**70 }
  t("#{lim} coerce") { 3 + a }
  t("#{lim} 1/3") { BigDecimal("1") / 3 }
  t("#{lim} 2/3") { BigDecimal("2") / BigDecimal("3") }
  t("#{lim} 0.1*3") { BigDecimal("0.1") * 3 }
  t("#{lim} 999+1") { BigDecimal("99999") + BigDecimal("0.9") }
  t("#{lim} _load") { BigDecimal._load("18:0.123456789123E1") }
end
BigDecimal.limit(0)
