# bm_bignum.rb - Bignum +, -, *, divmod, ** and to_s
x = 3 ** 200
y = 7 ** 150 + 1
acc = 0
i = 0
while i < 180_000
  a = x * y + i
  b = a - y
  q, r = a.divmod(y)
  acc += (q + r + b) & 0xffff
  i += 1
end
acc += (2 ** 20_000).to_s.size
p acc
