# bigdecimal/util: Float#to_d, String#to_d, Rational#to_d(n),
# BigDecimal#to_digits (which, as 1.8.7's, drops the sign between -1 and 0)
require "bigdecimal"
require "bigdecimal/util"
require "rational"
def s(x) x.is_a?(BigDecimal) ? x.inspect.sub(/BigDecimal:[0-9a-f]+/, "BD") : x.inspect end
def t(l) r = yield; puts "#{l} => #{s(r)}"; rescue Exception; puts "#{l} => #{$!.class}: #{$!.message.sub(/BigDecimal:[0-9a-f]+/, "BD")}"; end
[1.5, 0.1, 1.0 / 3, 1e20, 1.0e-5, 123.456, -0.0, 1.0 / 0, -1.0 / 0, 1.23456789012345678, 2.5e-300].each { |f| t("#{f}.to_d") { f.to_d } }
["3.14abc", "", "1_000.5e2", " 2 ", "-0.5", "NaN", "x"].each { |str| t("#{str.inspect}.to_d") { str.to_d } }
%w(1.5 -1.5e-3 1e20 0 -0 NaN Infinity -Infinity -0.00001 12345678901234567890.123 -1 0.5 -12.25).each { |v| t("#{v}.to_digits") { BigDecimal(v).to_digits } }
[[1, 3, 10], [1, 3, nil], [-22, 7, 5], [5, 1, 3], [1, 3, 0], [2, 3, -1], [10**30, 7, 40]].each do |a, b, n|
  t("Rational(#{a},#{b}).to_d(#{n.inspect})") { n ? Rational(a, b).to_d(n) : Rational(a, b).to_d }
end
t("Integer#to_d") { 3.to_d }
t("BigDecimal#to_d") { BigDecimal("3").to_d }
t("arity") { [Float.instance_method(:to_d).arity, String.instance_method(:to_d).arity, Rational.instance_method(:to_d).arity, BigDecimal.instance_method(:to_digits).arity] }
