# XSD's integer types (one table in xsd/datatypes.rb): class, Type, range
# bounds, and how a String is read (1.8.7: leading zeros cut at the very
# start only, then Integer(): spaces, 0x, 0b, octal, underscores).
require 'xsd/datatypes'
include XSD
%w(XSDNonPositiveInteger XSDNegativeInteger XSDLong XSDInt XSDShort XSDByte XSDNonNegativeInteger XSDUnsignedLong XSDUnsignedInt XSDUnsignedShort XSDUnsignedByte XSDPositiveInteger).each do |n|
  c = XSD.const_get(n)
  p [c, c.name, c.superclass, c::Type.to_s, c.instance_method(:initialize).arity, c.private_instance_methods(false).sort, c.instance_methods(false).sort]
  [0, 1, -1, 127, 128, -129, 255, 256, 65536, 2**31, -2**31-1, 2**32, 2**63, -2**63-1, 2**64, "12", " 0042 ", "-0", "x", nil].each do |v|
    begin
      o = c.new(v)
      print o.to_s.inspect, " "
    rescue Exception => e
      print e.class, ":", e.message, " "
    end
  end
  begin; c.new(1, 2); rescue ArgumentError => e; print e.message; end
  puts
end
["0042", "+0042", "-0042", " 0042", "0042 ", " 0042 ", " 08 ", "0x1F", " 0x1F", "1_000", " 1_000", "+5", " +0", "", " ", "\t12\n", " 0b11", "1e3", " -0 ", " 00 "].each do |v|
  begin
    s = v.dup
    print XSD::XSDInteger.new(s).data.inspect, "/", s.inspect, " "
  rescue Exception => e
    print e.class, " "
  end
end
puts
