# Times in a local zone: the offset is written, and the value comes back
# as a local Time when the zone matches (UTC otherwise).
ENV['TZ'] = 'Asia/Tokyo'
require 'soap/marshal'
require 'date'
t = Time.local(2001, 2, 3, 4, 5, 6, 789)
s = SOAP::Marshal.dump(t)
puts s[/<Time.*<\/Time>/m]
r = SOAP::Marshal.load(s)
p r, r.usec, r.utc_offset, r == t
u = Time.utc(2001, 2, 3, 4, 5, 6)
r2 = SOAP::Marshal.load(SOAP::Marshal.dump(u)); p r2, r2.utc?
x = XSD::XSDDateTime.new("2001-02-03T04:05:06-05:00"); p x.to_time, x.to_time.utc_offset
d = SOAP::Marshal.load(SOAP::Marshal.dump(DateTime.new(2001, 2, 3, 4, 5, 6, Rational(9, 24)))); p d
