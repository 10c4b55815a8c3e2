# + - * / and add/sub/mult/div with digits: 1.8.7's results, their sizes
# (precs) and rounding, with BigDecimal, Integer and Float operands
require "bigdecimal"
def s(x) x.is_a?(BigDecimal) ? x.inspect.sub(/BigDecimal:[0-9a-f]+/, "BD") : x.inspect end
def t(l) r = yield; puts "#{l} => #{s(r)}"; rescue Exception; puts "#{l} => #{$!.class}: #{$!.message}"; end
pairs = [[1, 3], [2, 3], ["1", "7"], ["10", "3"], ["1.5", "3"], ["12345678901234567890", "7"],
         ["1", "12345678901234567890"], ["1", "3.000000000000000001"], ["1e-20", "3"], ["0.5", "3e30"],
         ["1", "0.001"], ["-2", "3"], ["0.1", "0.2"], ["1", "-1"], ["999999999", "1"], ["0.999999999", "0.000000001"],
         ["1e-20", "3e20"], ["-0.5", "1e18"], ["1", "1000000001"], ["0", "5"], ["-0", "5"], ["0", "-0"],
         ["1e100", "1e-100"], ["123.456", "-0.7"], ["Infinity", "2"], ["Infinity", "-Infinity"], ["NaN", "1"]]
pairs.each do |x, y|
  a = BigDecimal(x.to_s); b = BigDecimal(y.to_s)
  %w(+ - * /).each { |op| t("#{x} #{op} #{y}") { a.send(op, b) } }
  [1, 5, 20].each do |n|
    %w(add sub mult div).each { |op| t("#{x}.#{op}(#{y}, #{n})") { a.send(op, b, n) } }
  end
end
one = BigDecimal("1")
[2, -3, 0, 2**70, 1.5, -0.25].each do |v|
  %w(+ - * / quo).each { |op| t("1 #{op} #{v}") { one.send(op, v) } }
  t("#{v} + 1") { v + one }
  t("#{v} * 1") { v * one }
end
t("1 + nil") { one + nil }
t("1 + '1'") { one + "1" }
t("1 * :a") { one * :a }
t("add(1, -1)") { one.add(1, -1) }
t("add(1, '1')") { one.add(1, "1") }
t("div(3, nil)") { one.div(3, nil) }
