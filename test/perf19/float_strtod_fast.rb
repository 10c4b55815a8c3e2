# String#to_f, Float() and Marshal's floats read decimals through strtod's
# exact fast path (mantissa below 2**53, exponent within 10**22): edge
# inputs as bits, then 20,000 generated decimals checked by digest
require "helper"
require "digest/md5"
bits = lambda { |f| [f].pack("E").unpack("Q")[0] }
%w(1e 1e+ 1e- 1E5 1.e5 .5e1 5. 3.5x _1 1_0e1_0 1e400 -1e400 4.9e-324 2.4e-324
   2.2250738585072011e-308 2.2250738585072014e-308 1e22 1e23 -1e-22 1e-23
   9007199254740992 9007199254740993 9007199254740992e1 90071992547409921
   1234567890123456789 12345678901234567890 0e99999 -0 -0.0 +0.5 0.1e1
   1e0022 1e00022 123456789e-30 7e-1 0.3 2.675 1.7976931348623157e308 --1 +-1
   . e5 0x10 inf nan 1e5x 1.5e3.2 6.02e23 1e37 1e38 123e30 9007199254740992e15
   9007199254740993e22 900719925474099e23 -4.5e36 0.0001e40).each do |s|
  show("to_f #{s}") { bits[s.to_f] }
  show("Float #{s}") { bits[Float(s)] }
  show(" to_f #{s}") { bits[" #{s}".to_f] }
end
show("Float spaces") { bits[Float(" 1.5e3 ")] }
show("Float underscore") { bits[Float("1_5.2_5e1_0")] }
show("Float bad underscore") { Float("1__5e3") }
x = 777
rnd = lambda { |n| x = (x * 1103515245 + 12345) % 2147483648; (x >> 7) % n }
lines = (0...20_000).map do
  nd = 1 + rnd[19]
  d = (0...nd).map { rnd[10].to_s }.join
  d = d.insert(rnd[nd + 1], ".") if rnd[3] > 0
  s = ["", "-", "+"][rnd[3]] + d
  s << ["e", "E"][rnd[2]] << ["", "-", "+"][rnd[3]] << rnd[30].to_s if rnd[2] > 0
  g = Float(s) rescue nil
  "#{s} #{bits[s.to_f]} #{g && bits[g]}"
end
puts Digest::MD5.hexdigest(lines.join("\n"))
floats = (0...2000).map { |i| (i * 1.37 - 900) * 10.0 ** (i % 40 - 20) } + [0.1, 1e22, 1e23, -0.0, 5e-324]
show("marshal floats") { Marshal.load(Marshal.dump(floats)).map { |f| bits[f] } == floats.map { |f| bits[f] } }
show("marshal float texts") { ["1.5", "1e3", "2.5e-3", "3.e5", "1e", "-0", "9007199254740993"].map { |t| bits[Marshal.load("\004\bf" + (t.size + 5).chr + t)] } }
