# the evaluator's fast paths keep 1.8.7's semantics: Array literals (leaves,
# calls, longer than 16 in order), Array.new arguments, calls without
# arguments, constants, Fixnum + - < > at the overflow edge and redefined
$log = []
def t(x) $log << x; x end
a = 5
p [a, 1, nil, self.class, t(:b), a]
p [t(1), t(2), t(3), t(4), t(5), t(6), t(7), t(8), t(9), t(10), t(11), t(12),
   t(13), t(14), t(15), t(16), t(17), t(18), t(19)].size, $log.size
p $log
p Array.new, Array.new(0), Array.new(3), Array.new(2, :x), Array.new(2.9, 1)
p Array.new(3) { |i| i * 10 }, Array.new([4, 5])
[[1, 2, 3], [-1], [nil], ["a"]].each do |args|
  begin
    p Array.new(*args)
  rescue => e
    p [e.class, e.message]
  end
end
b = Array.new(0, 1); b << 2; b.push(3, 4); p b
c = Array.new(2, "s"); c[5] = 1; p c, c[0].equal?(c[1])
class Foo
  K = :own
  def initialize; @v = [1, 2]; end
  def size; @v.size; end
  def v; @v; end
  def k; K; end
  def me; self.size; end
  private
  def secret; 1; end
end
f = Foo.new
p f.size, f.v, f.k, f.me, f.v.size
begin
  f.secret
rescue NoMethodError => e
  p e.message.sub(/0x[0-9a-f]+/, "ADDR")
end
begin
  nil.nosuch
rescue NoMethodError => e
  p e.message
end
Top = 1
module M; Top = 2; def self.get; Top; end; end
p Top, M.get
begin
  Undefined_Const_X
rescue NameError => e
  p e.message
end
class Object
  def self.const_missing(n) "missing #{n}" end
end
p Undefined_Const_Y
big = 4611686018427387903
p big + 1, -big - 2, big - -1, 1 < 2, 2 > 3, 3 < 3, (2**64) > 1
p 1073741823 + 1, -1073741824 - 1
class Fixnum
  alias old_plus +
  def +(o) "plus #{o}" end
end
p 1 + 2
class Fixnum
  alias + old_plus
end
p 1 + 2
