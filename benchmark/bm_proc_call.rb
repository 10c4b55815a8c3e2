# bm_proc_call.rb - Proc#call, Proc#[] and lambda calls
add = proc { |a, b| a + b }
inc = lambda { |x| x + 1 }
sum = 0
i = 0
while i < 1_000_000
  sum = add.call(sum, i & 7)
  sum = inc[sum]
  i += 1
end
p sum
