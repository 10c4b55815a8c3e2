# A continuation re-entering sort_by's block (or a <=> of its keys) after
# sort_by returned raises "sort_by reentered".
class Key
  attr_reader :v
  def initialize(v); @v = v; end
  def <=>(o); callcc { |k| $c ||= k }; @v <=> o.v; end
end
def again(label, times)
  $c = nil; n = 0
  r = yield
  n += 1
  $c.call if $c && n <= times
  puts "#{label}: #{r.inspect}"
rescue RuntimeError => e
  puts "#{label}: #{e.class}: #{e.message}"
end
again("block", 2) { [3, 1, 2].sort_by { |x| callcc { |k| $c ||= k }; x } }
again("enum", 2) { (1..3).sort_by { |x| callcc { |k| $c ||= k }; -x } }
