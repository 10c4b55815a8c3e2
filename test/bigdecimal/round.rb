# round with ROUND_* modes and digit counts, truncate, floor, ceil, fix,
# frac, abs, -@: 1.8.7's rules (its HALF modes read one dropped digit)
require "bigdecimal"
def s(x) x.is_a?(BigDecimal) ? x.inspect.sub(/BigDecimal:[0-9a-f]+/, "BD") : x.inspect end
def t(l) r = yield; puts "#{l} => #{s(r)}"; rescue Exception; puts "#{l} => #{$!.class}: #{$!.message}"; end
vals = %w(1.5 -1.5 2.5 -2.5 1.4 2.51 -2.51 3.5 0.5 -0.5 12345.678 99.99 0.001 -0.001 1e-20 -1e-20 1e-10 1.5e-9
          0.999999999e-9 5e-10 0.123e-9 1.0000000001 12.0000000001 1000000000.5 1e20 12345678901234567890.5
          0 -0 NaN Infinity -Infinity)
vals.each do |v|
  x = BigDecimal(v)
  %w(round truncate floor ceil fix frac abs -@ +@).each { |m| t("#{v}.#{m}") { x.send(m) } }
  [-7, -3, -1, 0, 1, 2, 8, 9, 17, 18].each do |n|
    %w(round truncate floor ceil).each { |m| t("#{v}.#{m}(#{n})") { x.send(m, n) } }
    (1..7).each { |mode| t("#{v}.round(#{n}, #{mode})") { x.round(n, mode) } }
  end
end
x = BigDecimal("2.5")
t("round(0, 99)") { x.round(0, 99) }
t("round(0, ROUND_MODE)") { x.round(0, BigDecimal::ROUND_MODE) }
t("round(0, '1')") { x.round(0, "1") }
t("round('1')") { x.round("1") }
t("round(1.5)") { x.round(1.5) }
t("round(nil)") { x.round(nil) }
t("floor(nil)") { x.floor(nil) }
t("round(1, 2, 3)") { x.round(1, 2, 3) }
t("truncate(1, 2)") { x.truncate(1, 2) }
