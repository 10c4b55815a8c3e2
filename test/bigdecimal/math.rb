# bigdecimal/math: BigMath's sqrt, sin, cos, atan, exp, log, PI, E to n
# digits: 1.8.7's series, term for term (so the same last digits)
require "bigdecimal"
require "bigdecimal/math"
include BigMath
def s(x) x.is_a?(BigDecimal) ? x.inspect.sub(/BigDecimal:[0-9a-f]+/, "BD") : x.inspect end
def t(l) r = yield; puts "#{l} => #{s(r)}"; rescue Exception; puts "#{l} => #{$!.class}: #{$!.message}"; end
[1, 10, 30, 50].each { |n| t("PI(#{n})") { PI(n) }; t("E(#{n})") { E(n) } }
%w(0.5 -2 3 0 10 -0.3 1.5 0.999 NaN Infinity).each do |v|
  x = BigDecimal(v)
  [10, 25].each do |n|
    %w(sin cos atan exp log sqrt).each { |f| t("#{f}(#{v}, #{n})") { __send__(f, x, n) } }
  end
end
t("PI(0)") { PI(0) }
t("E(-1)") { E(-1) }
t("sin(x, 0)") { sin(BigDecimal("1"), 0) }
t("cos(x, 0)") { cos(BigDecimal("1"), 0) }
t("atan(x, 0)") { atan(BigDecimal("0.1"), 0) }
t("exp(x, 0)") { exp(BigDecimal("1"), 0) }
t("log(x, 0)") { log(BigDecimal("1"), 0) }
t("log(-1)") { log(BigDecimal("-1"), 10) }
t("sin(Float)") { sin(0.5, 10) }
t("methods") { [BigMath.instance_methods.sort, BigMath.methods(false), BigMath.private_instance_methods(false)] }
t("BigMath.PI") { BigMath.PI(5) }
