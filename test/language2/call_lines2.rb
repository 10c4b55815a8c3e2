def boom(*a); raise "boom"; end
def show; yield; rescue => e; p e.backtrace[0, 3]; end
o = Object.new
def o.boom(*a); raise "oboom"; end
show { o.boom(1,
  2) }
show { o.
  boom }
show { yield_me = proc { |x| boom }
  yield_me.call(1,
    2) }
show { super_test = 1; boom(
  *[1,
    2]) }
show { boom(&nil) }
show { boom(1,
  &nil) }
show { [1,
  2].each { |x|
  boom } }
show { boom 1,
  2 }
show { o.boom 1,
  2 }
class Sup; def m(*a); raise "sup"; end; end
class Sub < Sup; def m; super(1,
  2); end; end
show { Sub.new.m }
show { x = [1, 2].map do |v|
    boom
  end }
show { h = {}; h[boom(1,
  2)] = 1 }
show { a = 1; a += boom(1,
  2) }
show {
  boom \
    1
}
