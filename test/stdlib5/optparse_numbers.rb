# optparse: the numeric argument types (Integer, Float, Numeric, DecimalInteger,
# OctalInteger, DecimalNumeric) on literal-like and odd arguments
require 'optparse'
o=OptionParser.new
o.on("--n N", Integer){|v| print v.inspect}; o.on("--o N", OptionParser::OctalInteger){|v| print v.inspect};o.on("--d N", OptionParser::DecimalInteger){|v| print v.inspect};o.on("--x N", Numeric){|v| print v.inspect}
o.on("--f N", Float){|v| print v.inspect}; o.on("--dn N", OptionParser::DecimalNumeric){|v| print v.inspect}
%w(0x10 0b11 017 -0x1f 1_0 0o7 08 +5 -3 1e3 .5 1. 3/4 -1.5e-2 0 00 1__0 _1 0xg 12abc 0.0 1/0 1E5 0X1F 0B1 0_7 1.5_0 1e+2 -.5 0.5e 09 9 019 0x 0b 1_ 3.14e-2x 1/2 10e1_0 ++1).each do |s|
  print s, ": "
  %w(--n --o --d --x --f --dn).each { |k| begin; o.parse([k,s]); rescue Exception; print $!.class.name[/\w+$/]; end; print " " }
  puts
end
