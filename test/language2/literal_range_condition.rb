# a range of two literals is a (true) Range in a condition, not a flip-flop
p((1..2) ? :t : :f)
p(if 1..2 then :t else :f end)
p((1...2) ? :t : :f)
p(!(1..2))
x = 1
p(if x..2 then :t else :f end)
p((1..8).select { |i| true if (i == 2)..(i == 4) })
p((1..8).select { |i| true if (i % 3 == 0)...(i % 3 == 0) })
