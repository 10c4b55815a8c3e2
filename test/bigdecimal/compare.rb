# <=> == === eql? < <= > >= with BigDecimal, Integer, Float and others;
# NaN; coerce; hash; zero?/nonzero?/nan?/infinite?/finite?
require "bigdecimal"
def s(x) x.is_a?(BigDecimal) ? x.inspect.sub(/BigDecimal:[0-9a-f]+/, "BD") : (x.is_a?(Array) ? "[" + x.map { |y| s(y) }.join(", ") + "]" : x.inspect) end
def t(l) r = yield; puts "#{l} => #{s(r)}"; rescue Exception; puts "#{l} => #{$!.class}: #{$!.message}"; end
vals = %w(1 1.0 -1 0 -0 1.5 2 1e20 -1e20 NaN Infinity -Infinity 0.1)
others = [1, 0, 2**70, -(2**70), 1.0, 1.5, 0.1, -0.0, "1", nil, :a]
vals.each do |v|
  a = BigDecimal(v)
  (vals.map { |w| BigDecimal(w) } + others).each do |b|
    %w(<=> == eql? < <= > >= ===).each { |op| t("#{v} #{op} #{s(b)}") { a.send(op, b) } }
  end
  %w(zero? nonzero? nan? infinite? finite? hash sign).each { |m| t("#{v}.#{m}") { m == "nonzero?" ? s(a.nonzero?) : a.send(m) } }
  others.each { |o| t("#{v}.coerce(#{o.inspect})") { a.coerce(o) } }
end
t("1 <=> BD") { 1 <=> BigDecimal("2") }
t("1.5 < BD") { 1.5 < BigDecimal("2") }
t("2**70 == BD") { 2**70 == BigDecimal((2**70).to_s) }
t("hash 1 1.0") { BigDecimal("1").hash == BigDecimal("1.000").hash }
t("hash key") { h = { BigDecimal("1.5") => :x }; h[BigDecimal("1.50")] }
t("sort") { %w(3 -1 2.5 0 1e-5).map { |v| BigDecimal(v) }.sort.map { |v| v.to_s } }
t("max") { [BigDecimal("1"), BigDecimal("3"), BigDecimal("2")].max.to_s }
t("between") { BigDecimal("2").between?(1, 3) }
