# Date's memoized views as 1.8.7's: (*args) methods whose first value is
# kept; Date.exist*? take any arguments and pass them on
require 'date'
def arities(mod, names, single = false)
  names.map { |n| "#{n}/#{single ? mod.method(n).arity : mod.instance_method(n).arity}" }.join(' ')
end
puts arities(Date, Date.public_instance_methods(false).sort)
puts arities(Date, Date.singleton_methods(false).sort, true)
puts arities(DateTime, DateTime.public_instance_methods(false).sort)
d = Date.new(2001, 2, 3)
[[:jd], [:jd, 1], [:wday, 1, 2], [:leap?, 1], [:sg, 1], [:mjd], [:mjd, 3]].each { |m, *a| p((d.send(m, *a) rescue $!)) }
%w(jd amjd day_fraction gregorian? julian? ld leap? mjd ns? os? sg wday).each do |m|
  p [m, Date.new(2001, 2, 3).send(m), (Date.new(2001, 2, 3).send(m, 1) rescue $!)]
end
p((Date.exist1?(2451944) rescue $!), (Date.exist1? rescue $!), (Date.exist1?(1, 2, 3) rescue $!))
p((Date.exist?(2001, 2, 3) rescue $!), (Date.exist? rescue $!), (Date.exist2?(2001, 34) rescue $!), (Date.exist3?(2001,2,3,4,5) rescue $!))
p((Date.ns?(2451944) rescue $!), (Date.ns?(2451944, 1, 3) rescue $!), (Date.os? rescue $!))
p((DateTime.now.of(1) rescue $!).class)
p DateTime.new(2001, 2, 3, 4, 5, 6, 0.5).of
p Marshal.load(Marshal.dump(d)) == d, d.eql?(Date.new(2001, 2, 3)), d.inspect
