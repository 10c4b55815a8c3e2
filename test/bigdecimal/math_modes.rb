# BigMath under BigDecimal.limit and under each rounding mode
require "bigdecimal"
require "bigdecimal/math"
include BigMath
def s(x) x.is_a?(BigDecimal) ? x.inspect.sub(/BigDecimal:[0-9a-f]+/, "BD") : x.inspect end
def t(l) r = yield; puts "#{l} => #{s(r)}"; rescue Exception; puts "#{l} => #{$!.class}: #{$!.message}"; end
[3, 12, 25].each do |lim|
  BigDecimal.limit(lim)
  [5, 20].each do |n|
    t("#{lim} PI #{n}") { PI(n) }
    t("#{lim} E #{n}") { E(n) }
    %w(0.5 -2 3).each { |v| x = BigDecimal(v); %w(sin cos exp log sqrt).each { |f| t("#{lim} #{f}(#{v},#{n})") { __send__(f, x, n) } } }
  end
end
BigDecimal.limit(0)
[1, 2, 4, 5, 6, 7].each do |m|
  BigDecimal.mode(BigDecimal::ROUND_MODE, m)
  t("#{m} PI") { PI(20) }
  t("#{m} exp") { exp(BigDecimal("1.5"), 20) }
  t("#{m} sqrt") { BigDecimal("2").sqrt(20) }
  t("#{m} 1/3") { BigDecimal("1") / 3 }
  t("#{m} -2/3") { BigDecimal("-2") / 3 }
  t("#{m} div") { BigDecimal("-2").div(3, 5) }
  t("#{m} **-1") { BigDecimal("7") ** -1 }
end
