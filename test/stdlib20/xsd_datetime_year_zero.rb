# XSD::XSDDateTime refuses the year "0000" (only that spelling: -0000 and
# 00000 pass, and the date-only types take it as year -1)
require 'xsd/datatypes'
include XSD
[[XSDDateTime, %w(0000-01-01T00:00:00Z -0000-01-01T00:00:00Z +0001-01-01T00:00:00Z 0000-01-01T00:00:00 00000-01-01T00:00:00Z)], [XSDDate, %w(0000-01-01 -0000-01-01 0000-01-01Z)], [XSDGYearMonth, %w(0000-01 -0000-01)], [XSDGYear, %w(0000 -0000 +0001)]].each do |k, vs|
  vs.each { |v| p((k.new(v).to_s rescue $!.message)) }
end
