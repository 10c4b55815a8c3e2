pr = proc { $SAFE }
$SAFE = 1
p pr.call
pr2 = proc { $SAFE }
p pr2.call
def m; yield; end
p m { $SAFE = 2; $SAFE }, $SAFE
p [1].map { $SAFE = 3; $SAFE }, $SAFE
l = lambda { $SAFE = 4 }
l.call rescue p $!
p $SAFE
def m2; $SAFE = 2; end; begin; m2; rescue SecurityError => e; p e.message; end
class A; define_method(:s) { $SAFE }; end
$SAFE = 1
p A.new.s
m = 1.method(:+)
p [1].map(&:to_s)
pr = proc { |x| $SAFE }
p [1].map(&pr)
p A.new.method(:s).call
th = Thread.new { $SAFE }
p th.value
