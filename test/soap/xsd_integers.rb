# XSD integer types and decimal: lexical forms, Ruby values, ranges, errors.
require 'xsd/datatypes'
vals = ["12", " 12 ", "+12", "-0", "+0", "0012", "-0012", "1_000", "0x10", "010", "1e3", "1.0", "", " ", "abc", "12abc", 12, -12, 12.9, -12.9, 2**31, -2**31, 2**63, 2**64, "9223372036854775808", nil, true, "0b11", "٣"]
[XSD::XSDInteger, XSD::XSDInt, XSD::XSDLong, XSD::XSDUnsignedLong, XSD::XSDNonNegativeInteger, XSD::XSDByte, XSD::XSDDecimal].each do |k|
  vals.each do |v|
    r = begin; x = k.new(v.dup rescue v); [x.to_s, x.data]; rescue Exception => e; [e.class, e.message]; end
    puts "#{k.name} #{v.inspect} #{r.inspect}"
  end
end
