# String#to_f and Float#to_s on edge inputs (both have a short-decimal fast
# path): signs, zeros, 15/16 digits, exponent/fixed borders, junk suffixes,
# underscores, hex, huge, denormal; and the exact bits of generated decimals
require "helper"
%w(3.25 -17.5 +5 -0 -0.0 0.0 007.50 1. .5 1e 1e3 3.5x _1 1_0.5 0x1A 1.2.3 - + .
   999999999999999 9999999999999999 123456789012345.6 0.000000000000001
   1e400 -1e400 2.2250738585072014e-308 4.9e-324 1e-400).each do |s|
  show("to_f #{s}") { x = s.to_f; [x, [x].pack("E").unpack("Q")[0]] }
end
show("to_f spaces") { [" 3.5".to_f, "3.5 ".to_f, "\t-2.25\n".to_f] }
[0.1, 0.25, -3.5, 100.0, 1e13, 99999999999999.9, 99999999999999.99, 1e14,
 123456789012345.0, 0.0001, 0.00012, 0.0000999, 1.0/3, 2.0/3, 1e-5, -0.0, 0.0,
 0.1 + 0.2, 1.005, 4.35, 12345678901234.5, 0.000123456789012345, 1e15, 1e16,
 5e-324, 1.7976931348623157e308].each do |f|
  show("to_s #{[f].pack('E').unpack('Q')[0]}") { [f.to_s, f.inspect, "#{f}"] }
end
x = 4242
bits = 0
3000.times do |i|
  x = (x * 1103515245 + 12345) % 2147483648
  s = "#{'-' if i % 3 == 0}#{x % 10 ** (1 + x % 12)}.#{'0' * (x % 4)}#{x % 997}"
  f = s.to_f
  bits = (bits * 31 + [f].pack("E").unpack("Q")[0] + f.to_s.sum * (f.to_s.size + 1)) % 1000000007
end
show("generated") { bits }
