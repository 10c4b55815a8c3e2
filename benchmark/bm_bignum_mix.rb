# bm_bignum_mix.rb - Bignum +,*,divmod,to_s,** and mixed Fixnum/Bignum comparisons
a = 2 ** 100
b = 3 ** 70
n = 0
80_000.times do |i|
  c = a * (i + 1) + b
  n += (c % 1_000_007)
  n += c.to_s.size
  n += 1 if c > a
  d, m = c.divmod(b)
  n += m.size
  n += (i ** 5).to_s.size
end
p n
