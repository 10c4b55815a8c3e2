def it; yield 1, 2; end
def outer; it { |a, &b| p [a, b.call] }; end
outer { 42 }
def it2(&k); yield 1; end
it2 { |a, &b| p [a, b] } rescue p $!
class C; define_method(:dm) { |a, &b| [a, b && b.call] }; end
p C.new.dm(1) { 5 }
p C.new.dm(1)
pr = lambda { |&b| b }
p pr.call.inspect
p pr.call { 1 }.class
def takes(&b) b end
q = Proc.new { |x, &b| [x, b] }
p q.call(1, 2)
p q.arity, lambda{|&b|}.arity, lambda{|a,&b|}.arity, lambda{|a,*c,&b|}.arity, lambda{|*c,&b|}.arity
m = Proc.new { |a, &b| b }; p m.call(1) { 2 }.call
