# bm_factorial.rb - Bignum multiply and to_s: 5000! then twenty times
# 3000!, each printed with to_s
def fact(n)
  f = 1
  i = 2
  while i <= n
    f *= i
    i += 1
  end
  f
end
puts fact(5000).to_s
20.times { puts fact(3000).to_s }
