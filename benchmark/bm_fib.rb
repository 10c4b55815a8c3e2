# bm_fib.rb - recursive method calls and Fixnum arithmetic
def fib(n)
  n < 2 ? n : fib(n - 1) + fib(n - 2)
end
p fib(32)
