# a retry in a block given with & (a proc, a lambda, a Method) or in the
# method called with it restarts the call as with a literal block: the
# arguments are evaluated again, the block expression is not
def helper(a); $n += 1; p [:helper, a, $n]; yield; end
$pr = proc { retry if $n < 3; :done2 }
$n = 0
o = Object.new
def o.each; $n += 1; yield; end
x = (o.each(&$pr) rescue $!)
p x
$n = 0
def h2; yield; end
x = h2 { helper(1, &$pr) }
p x
$n = 0
x = (helper(1, &$pr) rescue $!)
p x
$n = 0
m = method(:helper)
p((m.call(2, &$pr) rescue $!))
def m2; $n += 1; p $n; retry if $n < 3; :m2; end
$n = 0
p((m2(&nil) rescue $!))
class Sup; def s(a); $n += 1; p [:sup, $n]; yield; end; end
class Sub < Sup; def s(a); super(a, &$pr); end; end
$n = 0
p Sub.new.s(1)
class Sub2 < Sup; def s(a); super; end; end
$n = 0
p Sub2.new.s(1, &$pr)
$n = 0
l = lambda { retry if $n < 3; :lam }
p helper(5, &l)
def arg; p :arg; 1; end
def blk; p :blk; $pr; end
$n = 0
p helper(arg, &blk)
$n = 0
p helper(6, &method(:m2))
