# bm_float.rb - Float arithmetic and Math functions
x = 0.0
y = 1.5
i = 0
while i < 1_000_000
  x += Math.sqrt(i * 1.0) * 0.5 - y / 3.0
  y = y * 1.000001 + Math.sin(x) * 0.001
  i += 1
end
printf("%.3e\n", x)
