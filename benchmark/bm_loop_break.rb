# bm_loop_break.rb - Kernel#loop, ended by break (inner loops of 100)
sum = 0
j = 0
while j < 60_000
  i = 0
  loop do
    i += 1
    break if i == 100
  end
  sum += i
  j += 1
end
p sum
