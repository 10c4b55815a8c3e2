# Array#unshift on long arrays (room made before the elements) mixed with
# shift, pop, push, insert, slices and sorting: the elements stay right
a = (1..100).to_a
300.times { |i| a.unshift(a.pop) }
p a.size, a[0, 5], a[-3..-1]
b = (1..70).to_a
b.unshift(-1, -2, -3)
p b[0, 5], b.size
40.times { |i| b.unshift(i) }
p b[0, 3], b[-2..-1], b.size
20.times { b.shift }
b.unshift(:x)
p b[0, 3], b.size
b.insert(1, :y, :z)
p b[0, 4]
b.push(*(1..200).to_a)
p b.size, b.last, b[b.size / 2]
c = b.dup
c.unshift("s")
p c.size, c[0], b[0]
p b.sort_by { |x| x.to_s }[0, 3]
q = (1..80).to_a
500.times { |i| q.unshift(q.pop); q.shift; q.push(i) ; q.unshift(q.pop) }
p q.size, q.first(4), q.inject(0) { |s, x| s + x }
r = (1..65).to_a
r.unshift(*(1..70).to_a)
p r.size, r[68, 4]
r.clear
r.unshift(1)
p r
e = (1..64).to_a.freeze
p((e.unshift(0) rescue $!.class))
GC.start
p a.size + b.size + c.size + q.size
