# a subclass of BigDecimal: new and _load (Marshal) make its instances,
# arithmetic makes BigDecimals
require "bigdecimal"
class MyBD < BigDecimal; def hi; "hi"; end; end
x = MyBD.new("1.5")
p x.class, x.hi, (x + 1).class, x.abs.class, (-x).class, x.round.class
y = Marshal.load(Marshal.dump(x))
p y.class, y.hi, y == x
p MyBD._load("18:0.25E1").class, MyBD.induced_from(3).class
p Marshal.dump(x)
