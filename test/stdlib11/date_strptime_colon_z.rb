# Date._strptime reads %:z, %::z and %:::z as a zone like %z; more colons,
# or a colon before another letter, are literal text.
require 'date'
[["-05:00", "%:z"], ["-05:00", "%::z"], ["-05:00:00", "%::z"], ["+0900", "%:z"],
 ["-05", "%:::z"], ["-05", "%::::z"], ["%::::z", "%::::z"], ["x", "%:q"],
 ["%:q", "%:q"], ["%:", "%:"], ["a", "%:a"], ["UTC", "%:z"],
 ["2001-02-03 -05:00", "%F %:z"]].each do |s, f|
  h = Date._strptime(s, f)
  p [s, f, h && h.to_a.sort_by { |k, v| k.to_s }]
end
p DateTime.strptime("2001-02-03 -05:00", "%F %:z").to_s
d = DateTime.new(2001, 2, 3, 14, 5, 6, Rational(-5, 24))
p DateTime.strptime(d.strftime("%FT%T%:z"), "%FT%T%:z") == d
# an unknown conversion matches itself literally
[["%q", "%q"], ["q", "%q"], ["%Eq", "%Eq"], ["%Oq", "%Oq"], ["%E:", "%E:"],
 ["%&", "%&"], ["% ", "% "], ["%", "%"], ["a%qb", "a%qb"], ["%0", "%0"], ["%7", "%7"],
 ["2001 %q", "%Y %q"]].each do |s, f|
  h = Date._strptime(s, f)
  p [s, f, h && h.to_a.sort_by { |k, v| k.to_s }]
end
