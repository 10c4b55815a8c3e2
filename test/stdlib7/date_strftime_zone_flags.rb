# DateTime#strftime %z with flags: "_" pads the hour to two places with a
# space placed before the sign (a smaller width does not cut it), "-" drops
# the padding, the last of the flags wins.
require 'date'
require 'rational'
[0, 9, -9, 12, -12, Rational(11,2), Rational(-1,2), Rational(-3,2), Rational(1,60)].each do |o|
  d = DateTime.new(2001,2,3,4,5,6,o * Rational(1,24))
  p [o, %w[_z _6z _:z _::z _:::z -z 0z _10:z -_z _-z 0_z _0z _3z _4z _5z z :::z -:::z].map {|f| d.strftime("%#{f}|") }]
end
