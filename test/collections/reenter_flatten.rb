# A continuation re-entering a to_ary call made by flatten after flatten
# returned raises "flatten reentered".
class L
  def initialize(a); @a = a; end
  def to_ary; callcc { |k| $c ||= k }; @a; end
end
def again(label)
  $c = nil; n = 0
  r = yield
  n += 1
  $c.call if $c && n < 3
  puts "#{label}: #{r.inspect}"
rescue RuntimeError => e
  puts "#{label}: #{e.class}: #{e.message}"
end
again("flatten") { [1, L.new([2, L.new([3])]), 4].flatten }
again("flatten!") { a = [1, L.new([2, 3]), 4]; a.flatten!; a }
again("plain") { [1, [2, [3, [4]]]].flatten(2) }
