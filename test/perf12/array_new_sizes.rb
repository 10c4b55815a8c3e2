# Array.new(n, v) gives a fresh Array a buffer of its size straight away
# (transient for small sizes); the other forms of initialize are unchanged
(0..40).each {|n| a = Array.new(n, n); raise "bad #{n}" unless a.size == n && a.all? {|x| x == n } }
p Array.new(0), Array.new(1), Array.new(3, :a), Array.new(2.7, 1)
p Array.new(3) {|i| i * 2 }
p Array.new([1, 2, 3])
p Array.new(33, 0).size, Array.new(100, 1).uniq
a = Array.new(5, "s"); p a.map {|s| s.object_id }.uniq.size
# initialize again: existing, shared and shifted buffers
b = [1, 2, 3, 4]
b.send(:initialize, 2, :x); p b
c = [1, 2, 3, 4, 5]; d = c[1..3]
d.send(:initialize, 6, :y); p c, d
e = (1..20).to_a; 5.times { e.shift }
e.send(:initialize, 3, :z); p e
f = []; f.send(:initialize, 40, 1); p f.size
g = Array.new(4, 1); g << 2 << 3; g.unshift(0); p g
# errors
[-1, 2**64, nil, "3"].each do |n|
  begin; Array.new(n); rescue => ex; p ex.class; end
end
begin; [].freeze.send(:initialize, 2); rescue TypeError, RuntimeError => ex; p ex.class; end
class SubA < Array
  def initialize(n); super(n, :sub); @n = n; end
end
p SubA.new(3), SubA.new(3).instance_variable_get(:@n)
# survivors of a collection keep their contents
keep = []
500.times {|i| keep << Array.new(i % 17, i) if i % 7 == 0; GC.start if i % 50 == 0 }
p keep.map {|x| x.size }.inject(0) {|s, x| s + x }, keep.all? {|x| x.uniq.size <= 1 }
