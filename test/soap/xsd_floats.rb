# XSD float (10 significant digits) and double (16): values and lexical
# forms accepted (through Float(), a bare trailing "e" dropped) or refused.
require 'xsd/datatypes'
vals = [3.14159265358979, -1.4e-45, 1.4e-45, 1.0e-46, 3.4028234663852886e+38, 3.40282347e+38, 1e39, -0.0, 0.0, 1.7976931348623157e308, 4.9e-324, 2.2250738585072014e-308, 0.1+0.2, 1/3.0, 100.0, 1e21, 1e22, 123456789.123456789, "1.7976931348623157e308", "0.0", "-0", "+0", "00001.5", "1.0e+02", ".5e1", "1.", "e5", "--1", "1 2", "0x10", "12e", "1.5e+", "NaN", "INF", "-INF", "+INF", "nan", "Infinity"]
[XSD::XSDFloat, XSD::XSDDouble].each do |k|
  vals.each do |v|
    r = begin; x = k.new(v); [x.to_s, x.data]; rescue Exception => e; e.class; end
    puts "#{k.name} #{v.inspect} #{r.inspect}"
  end
end
