# XSD datatypes: dates and times from strings, Time, DateTime and Date (which
# goes through its string form), decimals, integers, floats, binaries.
require 'xsd/datatypes'
require 'date'
include XSD
def t(k, v)
  x = k.new(v)
  r = [x.to_s]
  if x.respond_to?(:to_time)
    r << (x.to_time.utc.strftime('%Y-%m-%d %H:%M:%S') + " #{x.to_time.usec}" rescue x.to_time.inspect)
    r << x.to_date.to_s << x.to_datetime.to_s
  end
  puts "#{k.name.sub('XSD::', '')} #{v.inspect}: #{r.inspect}"
rescue Exception => e
  puts "#{k.name.sub('XSD::', '')} #{v.inspect}: #{e.class}: #{e.message}"
end
t XSDDateTime, "2001-02-03T04:05:06.789+09:00"
t XSDDateTime, "2001-02-03T04:05:06-00:30"
t XSDDateTime, " 2001-02-03T04:05:06Z "
t XSDDateTime, Time.utc(2001, 2, 3, 4, 5, 6, 7)
t XSDDateTime, DateTime.new(2001, 2, 3, 4, 5, 6, Rational(1, 24))
t XSDDateTime, Date.new(2001, 2, 3)
t XSDDateTime, "0001-01-01T00:00:00Z"
t XSDDateTime, "2001-13-01T00:00:00Z"
t XSDDateTime, 12345
t XSDDate, Time.utc(2001, 2, 3, 4, 5, 6)
t XSDDate, DateTime.new(2001, 2, 3, 4, 5, 6)
t XSDDate, "2001-02-03Z"
t XSDDate, "-0001-02-03"
t XSDTime, "23:59:59.999-05:00"
t XSDTime, Time.utc(2001, 2, 3, 4, 5, 6, 500)
t XSDGYearMonth, "2001-02+01:00"
t XSDGYear, "0099"
t XSDDecimal, "-00.000"
t XSDDecimal, "000.100"
t XSDDecimal, "1234567890.0987654321"
t XSDDecimal, "+"
t XSDDecimal, ""
t XSDInteger, "-0"
t XSDInteger, "+0012"
t XSDInteger, ""
t XSDLong, -9223372036854775809
t XSDUnsignedByte, "255"
t XSDBoolean, " true "
t XSDBoolean, nil
t XSDBoolean, 0
t XSDFloat, "1.5e3"
t XSDFloat, "-1.5E-3"
t XSDFloat, "+1"
t XSDFloat, ".e1"
t XSDFloat, "1e"
t XSDDouble, "5"
t XSDDouble, 1
t XSDDouble, 2**70
t XSDDouble, "1.7976931348623157e308"
t XSDDouble, 123.0
t XSDDouble, 0.000123
t XSDString, "tab\there"
t XSDString, "ctl\001"
t XSDNormalizedString, "ok"
t XSDHexBinary, "\377\000"
t XSDBase64Binary, "a" * 60
t XSDQName, "a:b:c"
t XSDQName, "plain"
t XSDAnyURI, "not a uri"
