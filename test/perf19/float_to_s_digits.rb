# Float#to_s/inspect of values needing all 15 digits, fixed and exponent
# forms, reckoned without printf when the digits are certain: borders of
# the forms (1e-4, 1e-8, 1e14, 1e15, 1e16, 1e37), values that round up to
# the next power of ten, near-ties, then 20,000 generated values by digest
require "helper"
require "digest/md5"
[1.0 / 3, 2.0 / 3, -1.0 / 7, 0.1 + 0.2, 1.0 / 9999, 1.0 / 10001, 0.00012345678901234567,
 9.99999999999999e-5, 1.00000000000001e-4, 1.0e-8 / 3, 9.999999999999999e-9, 1.23456789012345e-7,
 99999999999999.9, 99999999999999.99, 99999999999999.999, 1e14 / 3, 123456789012345.6,
 999999999999999.9, 9999999999999999.0, 1e16 / 3, 2.0 ** 60, 2.0 ** 70 / 3, 1.1e20, 12345678.9e29,
 9.999999999999999e36, 1e37 / 3, 1e37 * 3, 5e-324, 1.7976931348623157e308, 0.5, 1e100 / 7,
 100.0 / 3, 1000000.0 / 7, 0.3 * 3, 4.35 * 100, 1.0000000000000002, 0.9999999999999999].each do |v|
  show("#{[v].pack('E').unpack('Q')[0]}") { [v.to_s, (-v).inspect, "#{v}"] }
end
x = 2718
rnd = lambda { |n| x = (x * 1103515245 + 12345) % 2147483648; (x >> 5) % n }
lines = (0...20_000).map do
  v = case rnd[5]
      when 0 then 1.0 / (rnd[1000000] + 1)
      when 1 then rnd[1000000] / 3.0
      when 2 then (rnd[1 << 30] + 1) * 10.0 ** (rnd[60] - 20) / 7.0
      when 3 then (rnd[1000000] + 1) * 1.1e20
      else rnd[1 << 30] * 1.0 / (1 << rnd[60])
      end
  "#{[v].pack('E').unpack('Q')[0]} #{v}"
end
puts Digest::MD5.hexdigest(lines.join("\n"))
