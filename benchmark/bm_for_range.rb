# bm_for_range.rb - for i in 1..N with a little work in the body
sum = 0
for i in 1..8_000_000
  sum += i
end
p sum
