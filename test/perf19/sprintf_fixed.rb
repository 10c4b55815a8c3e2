# "%f" of a value below 1e9 with at most 9 decimals is reckoned without
# printf when the rounding is certain: edge values (ties, -0.0, huge,
# tiny, NaN/Inf), every flag with widths, then 20,000 generated formats
# checked by digest
require "helper"
require "digest/md5"
[0.0, -0.0, 0.5, 1.5, 2.5, -0.5, 0.125, 0.0625, 1.005, 2.675, 0.045, 1e-7, -1e-7, 999999999.5,
 999999999.9999999, 1e9, 1e15, 1e300, -1e300, 123.456, 1.0 / 3, 2.0 / 3, 4.35, 0.1 + 0.2,
 1099.5110627, 4.9e-324, 1.0 / 0, -1.0 / 0, 0.0 / 0].each do |v|
  show("f #{v}") { ["%f", "%.0f", "%.1f", "%.2f", "%.3f", "%.9f", "%.10f", "%.15f", "%e"].map { |f| format(f, v) } }
end
show("flags") { ["%+f", "% f", "%-12.3f|", "%012.3f", "%+012.3f", "% 012.3f", "%-+12.3f|", "%#.0f", "%#.3f", "%5.1f", "%1.4f", "%300.2f"].map { |f| format(f, -2.25) + format(f, 3.75) }.map { |s| s.size > 40 ? [s.size, s.strip] : s } }
show("star width") { [format("%*.*f", 10, 2, 3.14159), format("%-*.*f|", 10, 2, -3.14159), format("%.*f", 0, 2.5)] }
show("args") { [format("%.2f", 3), format("%.2f", "2.125"), format("%.1f", 2**70), (format("%.2f", "x") rescue $!.class), (format("%.2f", nil) rescue $!.class)] }
show("String#%") { ["%.3f" % 2.0005, "%.3f %.3f" % [1.0005, -1.0005]] }
x = 4242
rnd = lambda { |n| x = (x * 1103515245 + 12345) % 2147483648; (x >> 5) % n }
flags = ["", "+", "-", "0", " ", "+0", "-+", " 0", "#"]
lines = (0...20_000).map do
  v = case rnd[4]
      when 0 then (rnd[2000001] - 1000000) / 1000.0
      when 1 then (rnd[100000000] + 0.5) / 10.0 ** rnd[10] * (rnd[2] == 0 ? -1 : 1)
      when 2 then rnd[1000000] * 0.001 + rnd[1000] * 1e-7
      else (rnd[1 << 30] * 1.0 / (1 << rnd[40])) * (rnd[2] == 0 ? -1 : 1)
      end
  f = "%#{flags[rnd[flags.size]]}#{rnd[3] == 0 ? '' : rnd[20]}#{rnd[4] == 0 ? '' : ".#{rnd[11]}"}f"
  "#{f} #{format(f, v)}"
end
puts Digest::MD5.hexdigest(lines.join("\n"))
