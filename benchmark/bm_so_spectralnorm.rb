# bm_so_spectralnorm.rb - spectral norm: Float math in nested loops
def eval_a(i, j)
  1.0 / ((i + j) * (i + j + 1) / 2 + i + 1)
end
def mul_av(n, v)
  (0...n).map { |i| s = 0.0; n.times { |j| s += eval_a(i, j) * v[j] }; s }
end
def mul_atv(n, v)
  (0...n).map { |i| s = 0.0; n.times { |j| s += eval_a(j, i) * v[j] }; s }
end
def mul_atav(n, v) mul_atv(n, mul_av(n, v)) end
n = 110
u = [1.0] * n
v = nil
10.times { v = mul_atav(n, u); u = mul_atav(n, v) }
vbv = vv = 0.0
n.times { |i| vbv += u[i] * v[i]; vv += v[i] * v[i] }
printf("%0.9f\n", Math.sqrt(vbv / vv))
