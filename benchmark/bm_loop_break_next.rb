# bm_loop_break_next.rb - loop do with next and break, until with next, begin..end while, next in nested blocks
n = 0
i = 0
loop do
  i += 1
  next if i % 3 == 0
  n += i
  break if i > 1_000_000
end
j = 0
until j >= 500_000
  j += 1
  next if j.odd?
  n -= 1
end
k = 0
begin k += 1 end while k < 300_000
[1, 2, 3].each { |x| 100_000.times { |y| next if y == x; n += 1 } }
p n + k
