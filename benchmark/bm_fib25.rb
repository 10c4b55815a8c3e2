# bm_fib25.rb - fib(25) recursion repeated: deep call chains of a
# method with a conditional and Fixnum arithmetic
def fib(n)
  if n < 2
    n
  else
    fib(n - 1) + fib(n - 2)
  end
end
n = 0
12.times { n += fib(25) }
p n
