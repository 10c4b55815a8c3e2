def get_block(&b) b end
def t; r = yield; p [:ok, r]; rescue Exception => e; p [e.class, e.message, (e.reason rescue nil)]; end
t { get_block { break }.call }
t { lambda { break 11 }.call }
t { get_block { next 3 }.call }
t { get_block { return 4 }.call }
t { lambda { return 5 }.call }
t { get_block { redo }.call } if false
t { get_block { retry }.call }
t { Proc.new { break 6 }.call }
t { proc { break 7 }.call }
def mk_proc; Proc.new; end
t { mk_proc { 8 }.call }
t { mk_proc }
def mk_lambda(&b); lambda(&b); end
t { mk_lambda { return 9 }.call }
t { l = mk_lambda { break 10 }; l.call }
pr = proc { 1 }
p Proc.new(&pr).equal?(pr), lambda(&pr).equal?(pr), proc(&pr).equal?(pr)
def pass_through(&b); b; end
p pass_through(&pr).equal?(pr)
def m_yield_break; yield; :after_yield; end
t { m_yield_break { break 12 } }
def orphan; proc { break 13 }; end
t { orphan.call }
def orphan_ret; proc { return 14 }; end
t { orphan_ret.call }
def inner_ret; [1, 2].each { |x| return x }; end; t { inner_ret }
t { [1, 2].each { |x| break x * 10 } }
def block_to_thread; Thread.new { yield }.value; end
t { block_to_thread { 16 } }
def lj; yield; end
t { lj(&proc { break 17 }) }
t { x = proc { next 18 }; lj(&x) }
t { x = lambda { break 19 }; lj(&x) }
t { x = lambda { return 20 }; lj(&x) }
t { x = method(:inner_ret).to_proc; lj(&x) }
t { [1].map(&lambda { |a| break 21 }) }
t { catch(:a) { proc { throw :a, 22 }.call } }
e = proc { |x| break x }
t { [3].each(&e) }
pr = Proc.new { |a, b| [a, b] }
l = lambda(&pr)
p l.call(1, 2), (l.call(1) rescue [$!.class, $!.message]), pr.call(1)
p l.arity, l == pr, l.class
def m(&b); [lambda(&b), proc(&b), Proc.new(&b), b]; end
a = m { |x| x }
p a.map { |x| x.equal?(a[3]) }
p a[0].call(5), (a[0].call(5, 6) rescue $!.class), a[3].call(5, 6)
def r; l = lambda(&Proc.new { return 1 }); l.call; 2; end rescue p $!
p((r rescue [$!.class]))
def r2(&b); lambda(&b).call; :after; end
p r2 { next 3 }
def r3; r2 { return 4 }; :r3_after; end; p r3
class Subp < Proc; end
sp = Subp.new { 1 }; p sp.class, lambda(&sp).class, Proc.new(&sp).class, Subp.new(&sp).equal?(sp)
x = 0; l2 = lambda(&proc { x += 1 }); l2.call; p x
