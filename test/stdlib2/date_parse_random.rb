# Date._parse of random token strings (with and without century completion)
require 'date'
srand(5)
toks = %w(2001 01 1 12 31 99 123 2001-02-03 02/03 3.4.2001 Feb february Sat Saturday 10:20 10:20:30 10:20:30.5 pm am a.m. +0900 -05:00 EST UTC Z GMT JST T 1st 2nd 23rd th , / - . ' W05 W05-6 --02-03 H13.2.3 BC AD 20010203 20010203T102030 0203 1020 noon x)
out = []
500.times do
  s = (1..(rand(4) + 1)).map { toks[rand(toks.size)] }.join([' ', '', ' ', '-'][rand(4)])
  h = Date._parse(s)
  h2 = Date._parse(s, true)
  out << [s, h.keys.map { |k| k.to_s }.sort.map { |k| [k, h[k.to_sym]] }, h2[:year]]
end
puts out.map { |x| x.inspect }.join("\n")
