# bm_app_factorial_big.rb - recursive factorial producing Bignums
def fact(n)
  n < 2 ? 1 : n * fact(n - 1)
end
x = 0
300.times { x = fact(1000) }
p x.to_s.size
