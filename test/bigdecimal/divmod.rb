# div, %, modulo, divmod, remainder: floored and truncated quotients, the
# cut quotient of 1.8.7 for large ratios, zero and special operands
require "bigdecimal"
def s(x) x.is_a?(BigDecimal) ? x.inspect.sub(/BigDecimal:[0-9a-f]+/, "BD") : (x.is_a?(Array) ? "[" + x.map { |y| s(y) }.join(", ") + "]" : x.inspect) end
def t(l) r = yield; puts "#{l} => #{s(r)}"; rescue Exception; puts "#{l} => #{$!.class}: #{$!.message}"; end
vals = %w(7 -7 7.5 -0.5 2 -2 0.7 1e20 1e-20 3 1e100 123.456 0 -0 Infinity -Infinity NaN 1000000001 -9.87654321e15)
vals.each do |x|
  vals.each do |y|
    a = BigDecimal(x); b = BigDecimal(y)
    t("#{x} divmod #{y}") { a.divmod(b) }
    t("#{x} remainder #{y}") { a.remainder(b) }
    t("#{x} div #{y}") { a.div(b) }
  end
end
a = BigDecimal("7")
[2, -2, 0, 2**70, 2.5].each do |v|
  %w(% modulo divmod remainder div).each { |op| t("7 #{op} #{v}") { a.send(op, v) } }
end
t("7 % 'x'") { a % "x" }
