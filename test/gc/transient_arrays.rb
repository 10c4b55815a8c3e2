# Young Array buffers live in the transient heap until a collection moves
# the survivors out (transient_heap.c): every element must survive the
# move, whether the Array was shifted, grown, sorted or iterated while the
# collection ran, and whatever pointer C code held into the buffer then.
def churn(n)
  n.times { |k| [k, k, k, k] }
end

keep = (0..40).map { |n| Array.new(n % 17) { |k| "s#{n}.#{k}" } }
GC.start
p keep.map { |a| a.size }.inject(0) { |s, x| s + x }
p keep[16], keep[33]

# shifted, then collected, then grown
q = [1, 2, 3, 4, 5, 6, 7, 8]
q.shift; q.shift
GC.start
q.push(9, 10)
p q
q.shift
churn(2000); GC.start
q.unshift(0)
p q

# a collection inside the block of an iterating method
a = [3, 1, 2, 5, 4]
p a.sort { |x, y| churn(300); GC.start; x <=> y }
p a.map { |x| churn(200); GC.start; [x, x * 2] }
p a.select { |x| GC.start; x.odd? }
p a.inject([]) { |acc, x| GC.start; acc + [x] }
b = [1, 2, 3]
b.each { |x| churn(100); GC.start; b << x * 10 if b.size < 6 }
p b
p [[1, [2, [3, [4]]]], [5]].flatten.each_slice(2).to_a
p [1, 2, 3].zip([4, 5, 6], [7, 8, 9]).map { |t| GC.start; t.reverse }
p [1, 2, 3, 4].sort_by { |x| GC.start; -x }

# the elements of a method call's splat stay while it collects
def total(*xs) churn(500); GC.start; xs.inject(0) { |s, x| s + x } end
p total(*[1, 2, 3, 4, 5])
p total(*(1..16).to_a)

# growing past the transient size, shrinking, replacing
g = []
40.times { |k| g << k; GC.start if k % 7 == 0 }
p g.size, g.first, g.last
g.replace([1, 2])
GC.start
p g
g.clear
p g
g.concat([7] * 20)
GC.start
p g.uniq, g.size

# Array subclasses and frozen arrays move the same way
class MyArr < Array; end
m = MyArr.new(3) { |k| k.to_s }
f = [:a, :b].freeze
churn(1000); GC.start
p m, m.class, f, f.frozen?

# pack/unpack and join over collected buffers
w = (1..10).to_a
GC.start
p w.pack("C*").unpack("C*") == w, w.join(",")
p [w, [w]].inspect.size
