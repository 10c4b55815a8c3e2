# bm_float_math.rb - Float arithmetic with Math functions, to_s, round, floor, divmod
x = 0.0
n = 0
300_000.times do |i|
  f = i * 0.001
  x += Math.sqrt(f) + Math.sin(f) * Math.cos(f) - Math.log(f + 1.0)
  x += (f / 3.0).floor + f.round + (f ** 2) % 7.0
  n += f.to_i
end
p n
p x.to_s.size
s = 0
20_000.times { |i| s += (i * 1.1).to_s.size }
p s
