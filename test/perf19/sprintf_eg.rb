# "%e" and "%g" with at most 15 significant digits are reckoned without
# printf when the digits are certain: borders of %g's fixed/exponent choice,
# values rounding up to the next power of ten, ties, three-digit exponents,
# NaN/Inf/zero, every flag, then 20,000 generated formats by digest
require "helper"
require "digest/md5"
[0.0, -0.0, 1.0, 0.5, 2.5, 0.0001, 0.00001, 0.000123456, 123456.0, 999999.5, 1234567.0, 9.9999995,
 99999.95, 1e-5, 1e15, 1e16, 1e100, 1e-100, 1.0 / 3, -2.0 / 3, 5e-324, 1.7976931348623157e308,
 1e22, 1e23, 123.456e-200, 1.0 / 0, -1.0 / 0, 0.0 / 0].each do |v|
  show("eg #{v}") { ["%e", "%.0e", "%.3E", "%.14e", "%.15e", "%g", "%.0g", "%.1g", "%.3G", "%.10g", "%.15g", "%.17g"].map { |f| format(f, v) } }
end
show("flags") { ["%+e", "% e", "%-14.3e|", "%014.3e", "%+014.3e", "%#.0e", "%#g", "%-+12g|", "%012g", "% 012.2G", "%300.2e"].map { |f| format(f, -2.25) + format(f, 3.75e-7) }.map { |s| s.size > 40 ? [s.size, s.strip] : s } }
show("star") { [format("%*.*e", 14, 3, 3.14159), format("%-*.*g|", 12, 4, -3.14159e8)] }
x = 1618
rnd = lambda { |n| x = (x * 1103515245 + 12345) % 2147483648; (x >> 5) % n }
flags = ["", "+", "-", "0", " ", "+0", "-+", " 0", "#"]
lines = (0...20_000).map do
  v = case rnd[4]
      when 0 then 1.0 / (rnd[1000000] + 1)
      when 1 then (rnd[1 << 30] + 1) * 10.0 ** (rnd[60] - 30) / 7.0
      when 2 then rnd[100000] * 10.0 ** (rnd[30] - 15)
      else rnd[1 << 30] * 1.0 / (1 << rnd[60])
      end
  f = "%#{flags[rnd[flags.size]]}#{rnd[3] == 0 ? '' : rnd[20]}#{rnd[4] == 0 ? '' : ".#{rnd[17]}"}#{%w(e E g G)[rnd[4]]}"
  "#{f} #{format(f, rnd[2] == 0 ? -v : v)}"
end
puts Digest::MD5.hexdigest(lines.join("\n"))
