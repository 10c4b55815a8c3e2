# Many short-lived Bignums (GMP limbs from xmalloc, freed by the collector)
# and big factorials with to_s: values must stay right across collections.
a = []
3000.times { |i| a << (2**100 + i) * (3**50); a.shift if a.size > 50 }
p a.inject(0) { |s, x| s + x % 1000 }
x = 1
400.times { |i| x *= i + 1; x.to_s; (x >> 3).to_s(16) }
p x.to_s.size, x % 1_000_000_007
f = 1
1.upto(3000) { |i| f *= i }
s = f.to_s
p s.size, s[0, 20], s[-10, 10]
h = {}
200.times { |i| h[2**70 + i] = i }
GC.start
p h[2**70 + 199], h.size
p Array.new(100) { |i| (2**64 + i).to_s(36) }.uniq.size
p (1..2000).map { |i| 10**i }.inject(:+).to_s.count("1")
