# Date/DateTime with fractional and wrong-typed arguments
require 'date'
p Date.new(2001,2,3.5), Date.jd(2451944.5), Date.ordinal(2001, 34.25), Date.new(2001,2,Rational(7,2)), DateTime.new(2001,2,3,4.5) rescue p $!
p((Date.new(2001, 2.5, 3) rescue $!), (Date.new("2001") rescue $!), (Date.new(2001, nil) rescue $!), (Date.jd(nil) rescue $!), (Date.valid_civil?(2001, 2, nil) rescue $!))
p((DateTime.new(2001,2,3,4,5,6.5) rescue $!.class), (DateTime.new(2001,2,3,4,5,Rational(13,2))), DateTime.new(2001,2,3,0,0,0, 0.5) ) rescue p $!
p Date.valid_time?(1.5, 0, 0) rescue p $!.class
p Date.new(2001,2,3) + 2**70 rescue p $!
p Date.new(2001,2,3) >> 1.5 rescue p $!
p Date.new(2001,2,3) << Rational(1,2) rescue p $!
p Date.new(2001,2,3).step(Date.new(2001,2,5), Rational(1,2)).class rescue p $!.class
p Date.new(2001,2,3) - DateTime.new(2001,2,3,12), Date.new(2001,2,3) <=> nil, (Date.new(2001,2,3) < nil rescue $!)
p((DateTime.jd(nil) rescue $!), Date.jd(2451944.5), Date.jd(Rational(4903889,2)), Date.new(2001,2,-1.5), Date.commercial(2001,5,6.5), DateTime.jd(2451944.5))
