# Set (on Hash) iterates in 1.8.7's order
require 'set'
s = Set.new([5, 3, 100, -7, 12, 0, 44]); p s.to_a
s = Set.new(%w(zeta alpha mid b xmlns qq)); p s.to_a
s << "new"; s.delete("mid"); p s.to_a, s.inspect
p Set.new(1..80).to_a[0, 30]
p (Set[1, 2, 3] | Set[10, 20]).to_a, (Set.new(1..20) & Set.new(10..30)).to_a
