# a top-level constant read by the same node in a loop while it is
# removed, set again, turned into an autoload, shadowed in a class
X = 1
def rd
  yield
rescue NameError, LoadError => e
  "#{e.class}: #{e.message.sub(/ -- .*/, '')}"
end
def read_x; X end
class Holder; def self.x; X end end
6.times do |i|
  p [i, rd { X }, rd { read_x }, rd { Holder.x }]
  case i
  when 0 then Object.send(:remove_const, :X)
  when 1 then Object.const_set(:X, 2)
  when 2 then Object.send(:remove_const, :X); Object.autoload(:X, "/nonexistent/perf18_x")
  when 3 then Object.send(:remove_const, :X); Object.const_set(:X, [3])
  when 4 then class Holder; X = :inner end
  end
end
4.times { |i| p [Array, Comparable, Kernel].map { |c| c.name } if i == 3 }
