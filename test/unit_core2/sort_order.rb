# Array#sort, sort! and Enumerable#sort_by order as 1.8.7's quicksort does:
# where equal elements end up, which pairs a block is asked about and in
# which order, a run already in order left as it is and a descending one
# reversed whole.
def t(a)
  log = []
  b = a.each_with_index.map { |x, i| [x, i] }
  r = b.sort { |x, y| log << "#{x[1]}:#{y[1]}"; x[0] <=> y[0] }
  puts "#{a.inspect} -> #{r.map { |x| x[1] }.join(',')} | #{log.join(' ')}"
end
t([1, 1, 0, 0, 0, 0])
t([2, 1, 1, 0, 0, 0])
t([3, 2, 1, 0])
t([5, 4, 3, 2, 1, 0])
t([0, 1, 0, 1, 0, 1, 0, 1, 0, 1])
t([0, 0, 0, 1, 0, 0])
p %w(bb a ccc dd e).sort_by { |s| s.size }
p %w(bb a ccc dd e ff g).sort { |x, y| x.size <=> y.size }
p (1..12).map { |i| [i % 2, i] }.sort_by { |x| x[0] }.map { |x| x[1] }
p (1..7).sort_by { 0 }
srand(5)
big = (1..300).map { |i| [rand(4), i] }
log = []
r = big.sort { |x, y| log << x[1]; x[0] <=> y[0] }
p r.map { |x| x[1] }.first(40), log.size, log.first(40)
p big.sort_by { |x| x[0] }.map { |x| x[1] }.last(40)
asc = (1..100).to_a
n = 0; asc.sort { |x, y| n += 1; x <=> y }; p n
n = 0; p asc.reverse.map { |x| [x / 10, x] }.sort { |x, y| n += 1; x[0] <=> y[0] }.map { |x| x[1] }.first(12), n
p [3, 1, 2, 2].sort { |*a| a.last }
p (1..4).sort { |a, b| b <=> a }
