# a range of two literals is a (true) Range in a condition, not a flip-flop
p((1..2) ? :t : :f)
p(if 1..2 then :t else :f end)
p((1...2) ? :t : :f)
p(!(1..2))
x = 1
p(if x..2 then :t else :f end)
p((1..8).select { |i| true if (i == 2)..(i == 4) })
p((1..8).select { |i| true if (i % 3 == 0)...(i % 3 == 0) })
# a modifier condition is seen before 1.8.7 folds the range: a flip-flop on $.
$. = 1
p :mod_if if 1..2
$. = 7
p :mod_no if 1..2
p :unless_mod unless 3..4
