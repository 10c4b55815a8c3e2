# A continuation re-entering Array#sort's comparison after the sort
# returned: the sort goes on, no crash.
class Key
  attr_reader :v
  def initialize(v); @v = v; end
  def <=>(o); callcc { |k| $c ||= k }; @v <=> o.v; end
end
def again(label)
  $c = nil; n = 0
  r = yield
  n += 1
  $c.call if $c && n < 3
  puts "#{label}: #{r.inspect} #{n}"
end
again("sort block") { [3, 1, 2].sort { |a, b| callcc { |k| $c ||= k }; a <=> b } }
again("sort! block") { a = [3, 1, 2]; a.sort! { |x, y| callcc { |k| $c ||= k }; x <=> y }; a }
again("sort <=>") { [3, 1, 3, 2].map { |x| Key.new(x) }.sort.map { |k| k.v } }
again("enum sort") { (1..3).sort { |a, b| callcc { |k| $c ||= k }; b <=> a } }
again("hash sort") { {1 => 2, 3 => 4}.sort { |a, b| callcc { |k| $c ||= k }; a <=> b } }
again("min") { [3, 1, 2].min { |a, b| callcc { |k| $c ||= k }; a <=> b } }
again("max_by") { [3, 1, 2].max_by { |x| callcc { |k| $c ||= k }; x } }
again("minmax_by") { [3, 1, 2].minmax_by { |x| callcc { |k| $c ||= k }; x } }
