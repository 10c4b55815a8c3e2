# Array#shift moves the start of the buffer: queues, deques and the
# shift/unshift/push/pop mixes that reuse or grow it stay correct
q = (1..20).to_a
q.shift; q.shift(3)
p q, q.size, q.first
q.unshift(:a)
q.unshift(:b, :c)
p q[0, 4], q.size
q.push(*(100..140).to_a)
p q.size, q[0], q[-1]
30.times { q.push(q.shift) }
p q.first(3), q.last(3)
r = []
q.each_with_index { |x, i| r << x if i % 10 == 0 }
p r
# drain fully, then reuse
q.shift while q.size > 1
p q
q.shift
p q, q.shift, q.shift(2)
q.push(1, 2, 3)
p q, q.pop, q.shift
# a fixed-size queue that never grows
big = Array.new(1000) { |i| i }
5000.times { big.push(big.shift + 1000) }
p big.size, big[0], big[-1], big.inject(0) { |s, x| s + x }
# unshift into the shifted-off front, then past it
d = (1..50).to_a
10.times { d.shift }
d.unshift(*(1..5).to_a)
p d[0, 7], d.size
d.unshift(*(-20..0).to_a)
p d[0, 3], d[20, 7], d.size
# the shifted array stays a normal array for every other method
s = (1..10).to_a
s.shift(4)
p s.reverse, s.sort { |a, b| b <=> a }, s.dup << 0, s.slice!(1, 2), s
s.clear; s << :x
p s
s = (1..10).to_a; s.shift
s.replace([7, 8]); p s
s = (1..10).to_a; s.shift; s.insert(2, :i); p s
s = (1..10).to_a; s.shift(2); s.concat([0] * 20); p s.size, s[0], s.compact.size
