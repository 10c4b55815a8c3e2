# bm_upto_step.rb - Integer#upto and Numeric#step (Fixnum and Float)
sum = 0
1.upto(3_000_000) { |i| sum += i }
0.step(6_000_000, 2) { |i| sum -= i }
f = 0.0
0.0.step(100.0, 0.0001) { |x| f += x }
p sum, f.round
