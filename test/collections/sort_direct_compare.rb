# Array#sort without a block on arrays of only Fixnums or only plain
# Strings (compared directly) and on mixes that need <=>
p [3, -1, 2**40, -(2**40), 0, 7, 7, -5].sort
p ["b", "a\0b", "a", "", "ab", "B", "a\0a", "\xff", "Ab"].sort
p ["x"].sort, [].sort, [5].sort
class MyStr < String
  def <=>(o) o.to_s <=> to_s end   # reversed
end
p ["a", MyStr.new("b"), "c"].sort
p [MyStr.new("a"), MyStr.new("c"), MyStr.new("b")].sort
p [1, 2.5, -3, 2**70, 0.5].sort
p((["a", 1].sort rescue $!.class))
p((["a", :b].sort rescue $!.class))
$= = true
p ["b", "A", "a", "B", "c"].sort
$= = false
p ["b", "A", "a", "B", "c"].sort
a = (1..300).map { |i| ((i * 7919) % 1009).to_s * (i % 3 + 1) }
s = a.sort
p s.first(3), s.last(3), s.size
p s == a.sort { |x, y| x <=> y }
n = (1..300).map { |i| (i * 7919) % 1009 - 500 }
p n.sort == n.sort { |x, y| x <=> y }, n.sort.first(3)
p a.sort!.equal?(a), a.first
class String; alias old_cmp <=>; def <=>(o) o.length <=> length end; end
p ["a", "bbb", "cc"].sort
class String; alias <=> old_cmp; end
