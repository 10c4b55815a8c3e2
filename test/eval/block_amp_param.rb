x = proc {|&b| b }; p x.call.class
p x.call { 1 }.call
y = Proc.new {|a, &b| [a, b && b.call] }; p y.call(1); p y.call(1, 2) { 3 }
z = lambda {|*a, &b| [a, b && b.call] }; p z.call(1,2); p z.call { 9 }
def it; yield 1, 2; end
it { |a, &b| p [a, b] }
it { |*a, &b| p [a, b] }
p proc{||}.arity, proc{|x,y|}.arity, proc{}.arity, proc{|x|}.arity, proc{|*x|}.arity, proc{|x,|}.arity
p proc{|&b|}.arity, proc{|a,&b|}.arity, proc{|*a,&b|}.arity
p Proc.new{||}.arity, Proc.new{|x,y|}.arity, Proc.new{}.arity
a = proc{||}; p a == a, a == a.dup, proc{||} == proc{||}
p proc {|x,y|} == proc{|x,y|}
