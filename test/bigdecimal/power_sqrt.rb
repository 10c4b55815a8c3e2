# power / ** (Fixnum exponents, negative ones through 1/x) and sqrt(n):
# 1.8.7's digits, including those its iterations leave in the last words
require "bigdecimal"
def s(x) x.is_a?(BigDecimal) ? x.inspect.sub(/BigDecimal:[0-9a-f]+/, "BD") : x.inspect end
def t(l) r = yield; puts "#{l} => #{s(r)}"; rescue Exception; puts "#{l} => #{$!.class}: #{$!.message}"; end
vals = %w(2 -2 1.5 -1.5 0.5 0.1 3 7 16 0.01 1000000001 1.000000001 3.000000001 1.1 0.999999999999999999
          1.2345678901234567890123456789e29 0.123e-9 0.123456789e-19 1e-9 5e-10 123456789 1234567891 10
          1 -1 0 -0 NaN Infinity -Infinity)
vals.each do |v|
  x = BigDecimal(v)
  [-3, -2, -1, 0, 1, 2, 3, 7, 10].each { |n| t("#{v} ** #{n}") { x ** n } }
  [0, 1, 5, 20].each { |n| t("#{v}.sqrt(#{n})") { x.sqrt(n) } }
end
x = BigDecimal("2")
t("** 0.5") { x ** 0.5 }
t("** 2**70") { x ** (2**70) }
t("** nil") { x ** nil }
t("power('2')") { x.power("2") }
t("sqrt(-1)") { x.sqrt(-1) }
t("sqrt()") { x.sqrt }
t("sqrt(nil)") { x.sqrt(nil) }
t("sqrt(1.5)") { x.sqrt(1.5) }
k = 7
200.times do
  k = (k * 1103515245 + 12345) % 2147483648
  digits = (k % 40) + 1
  str = ""
  kk = k
  digits.times { kk = (kk * 69069 + 1) % 4294967296; str << (kk % 10).to_s }
  v = "0.#{str}e#{(k / 40) % 60 - 30}"
  n = (k / 3000) % 25
  t("#{v}.sqrt(#{n})") { BigDecimal(v).sqrt(n) }
end
