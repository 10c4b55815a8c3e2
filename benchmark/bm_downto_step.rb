# bm_downto_step.rb - Integer#downto, #step with negative step, Float step, Range#step, each_slice
n = 0
120.times do
  10_000.downto(1) { |i| n += i }
  10_000.step(1, -3) { |i| n -= i }
  0.0.step(100.0, 0.5) { |f| n += 1 }
  (1..10_000).step(7) { |i| n += 1 }
  (1..1000).each_slice(10) { |s| n += s.size }
end
p n
