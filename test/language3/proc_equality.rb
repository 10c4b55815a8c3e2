p(proc {||} == proc {||})
p(lambda {||} == proc {||})
p(Proc.new {||} == lambda {||})
p(Proc.new {||} == Proc.new {||})
p(Proc.new {} == Proc.new {})
p(proc {} == proc {})
def m(&b) b end
p(m {} == m {})
x = proc { |a| }
p x == x.dup, x == x.clone, x.dup == x.clone
p x == Proc.new(&x), x == lambda(&x)
y = lambda { }
p y == y.dup, y == proc(&y)
def mk; proc { 1 }; end
p mk == mk
def mk2; proc {}; end
p mk2 == mk2
p [1].map { proc {} }.first == proc {}
p proc {}.eql?(proc {}), proc {}.hash == proc {}.hash
