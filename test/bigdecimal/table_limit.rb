# the table of table.rb under BigDecimal.limit(7) and ROUND_HALF_EVEN (no
# Float operand: its coercion error would leave the limit at 0, as in 1.8.7)
require "bigdecimal"
def s(x) x.is_a?(BigDecimal) ? x.inspect.sub(/BigDecimal:[0-9a-f]+/, "BD") : (x.is_a?(Array) ? "[" + x.map { |y| s(y) }.join(",") + "]" : x.inspect) end
def t(l) r = yield; puts "#{l} #{s(r)}"; rescue Exception; puts "#{l} #{$!.class}: #{$!.message}"; end
pool = %w(0 -0 1 -1 2 3 7 -7 0.5 -0.5 1.5 2.5 0.1 0.3 10 100 1e9 1e-9 999999999 1000000001
          123456789012345678901234567890 0.000000000123 1.23456789e-20 -9.87654321e15 3.14159265358979323846
          2.71828182845904523536 1e100 -1e-100 NaN Infinity -Infinity 12345.6789 0.999999999999999999 99.99
          1e18 -123.456e-7 0.25 4 1234567891 0.0001)
vals = pool.map { |x| BigDecimal(x) } + [1, -3, 2**70, 0]
ops = %w(+ - * / % divmod remainder div <=> == < quo)
k = 3
BigDecimal.limit(7)
BigDecimal.mode(BigDecimal::ROUND_MODE, BigDecimal::ROUND_HALF_EVEN)
pool.size.times do |i|
  vals.size.times do |j|
    k = (k * 1103515245 + 12345) % 2147483648
    next unless k % 4 == 0
    a = vals[i]
    b = vals[j]
    op = ops[(k / 4) % 12]
    t("#{s(a)} #{op} #{s(b)}") { a.send(op, b) }
    d = (k / 48) % 20
    m = %w(add sub mult div)[(k / 960) % 4]
    t("#{s(a)} #{m} #{s(b)},#{d}") { a.send(m, b, d) }
  end
end
p BigDecimal.limit
