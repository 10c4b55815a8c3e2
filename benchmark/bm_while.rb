# bm_while.rb - a bare while loop with local variable updates
i = 0
sum = 0
while i < 3_000_000
  i += 1
  sum += i & 7
end
p sum
