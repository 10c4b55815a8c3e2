# bm_while.rb - a bare while loop with local variable updates
i = 0
sum = 0
while i < 12_000_000
  i += 1
  sum += i & 7
end
p sum
