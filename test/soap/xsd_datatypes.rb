require 'xsd/datatypes'
include XSD
def t(k,*a) r = (begin; x=k.new(*a); [x.to_s, x.data, x.is_nil] ; rescue Exception=>e; "#{e.class}: #{e.message}"; end); puts "#{k.name.sub('XSD::','')}#{a.inspect} => #{r.inspect}" end
t XSDString, "abc"; t XSDString; t XSDString, "\xff"
t XSDBoolean, true; t XSDBoolean, "1"; t XSDBoolean, "false"; t XSDBoolean, "x"
t XSDInt, 5; t XSDInt, "12"; t XSDInt, "+12"; t XSDInt, 2**31; t XSDInt, "x"; t XSDInt, " 3 "; t XSDInt, 3.7
t XSDLong, 2**40; t XSDShort, 40000; t XSDByte, -128; t XSDUnsignedByte, -1
t XSDInteger, "123456789012345678901234567890"; t XSDInteger, "00012"; t XSDInteger, "1.5"
t XSDDecimal, "1.50"; t XSDDecimal, "-0.0"; t XSDDecimal, 3; t XSDDecimal, "+001.2300"; t XSDDecimal, 1.5; t XSDDecimal, "abc"; t XSDDecimal, ".5"
t XSDFloat, 1.5; t XSDFloat, "1.1"; t XSDFloat, "INF"; t XSDFloat, "-INF"; t XSDFloat, "NaN"; t XSDFloat, 0.1; t XSDFloat, "x"; t XSDFloat, 1e40; t XSDFloat, "-0"
t XSDDouble, 0.1; t XSDDouble, 100.0; t XSDDouble, 1e100; t XSDDouble, 12345678.9; t XSDDouble, "1E3"; t XSDDouble, 1.0/0; t XSDDouble, 5; t XSDDouble, 1e-5; t XSDDouble, 123456789012345678.0
t XSDDateTime, "2001-02-03T04:05:06Z"; t XSDDateTime, "2001-02-03T04:05:06.123+09:00"; t XSDDateTime, "2001-02-03T04:05:06"; t XSDDateTime, "bad"; t XSDDateTime, "-0044-03-15T00:00:00Z"
t XSDDate, "2001-02-03"; t XSDDate, "2001-02-03+01:00"; t XSDTime, "04:05:06"; t XSDTime, "04:05:06.5Z"
t XSDGYear, "2001"; t XSDGYearMonth, "2001-02"; t XSDGMonthDay, "--02-03"; t XSDGDay, "---03"; t XSDGMonth, "--02"
t XSDDuration, "P1Y2M3DT4H5M6S"; t XSDDuration, "-PT1.5S"; t XSDDuration, "P0DT1S"; t XSDDuration, "+P1D"; t XSDDuration, "PT1S"; t XSDDuration, "P1DT"; t XSDDuration, "P1D"; t XSDDuration, "x"
t XSDBase64Binary, "hello"; t XSDHexBinary, "hello"; t XSDQName, "a:b"; t XSDNil; t XSDNil, "x"
t XSDNonNegativeInteger, -1; t XSDPositiveInteger, 0; t XSDNegativeInteger, 0; t XSDNonPositiveInteger, 1; t XSDUnsignedLong, 2**64; t XSDUnsignedInt, 2**32-1
t XSDNormalizedString, "a\tb"; t XSDAnySimpleType, "q"; t XSDAnySimpleType, 5
x=XSDDateTime.new(Time.at(0).utc); p x.data, x.to_time, x.to_obj(Time) rescue p $!
p XSDDateTime.new("2001-02-03T04:05:06Z").data.class
b=XSDBase64Binary.new; b.set_encoded("aGVsbG8="); p b.string, b.data, b.to_s
p XSDInt.new.to_s, XSDInt.new.is_nil, XSDInt.new.data
p XSDString.new("x").type.to_s, XSDInt::Type.to_s, XSDAnyURI.new("http://x/").data.to_s
q=XSDQName.new("p:n"); p q.data rescue p $!
p XSDDuration.new("P1Y2M3DT4H5M6S").sec.class
