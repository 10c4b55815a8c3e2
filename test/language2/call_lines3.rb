def show; yield; rescue => e; p e.backtrace[0, 3]; end
def y2; yield(1,
  2); end
show { y2 { raise "y" } }
def y3; yield 1,
  2; end
show { y3 { raise "y3" } }
show { raise(ArgumentError,
  "x") }
show { raise ArgumentError.new(
  "x") }
show { if true &&
  (raise "cond")
  end }
show { x = "a" +
  nil.to_s + raise("plus") }
show { p(1,
  raise("parg")) }
def kw(a, b); end
show { kw(1,
  2, 3) }
show { Integer(
  "zz") }
show { nil.
  upcase }
show { lambda { |a|
  }.call(1, 2) }
show { [1].fetch(
  9) }
show { {:a => 1}.fetch(
  :b) }
show { send(:raise,
  "send") }
show { Struct.new(:a).new(1,
  2) }
