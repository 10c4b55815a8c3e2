# Set: flatten, divide, superset with other classes, SortedSet iteration,
# inspect of a nested set, to_set with a block.
require 'set'
s = Set[Set[1, 2], Set[3]]
p s.flatten.to_a.sort
p Set[1].flatten!
p Set[Set[1]].inspect
p Set.new([1, 2, 3, 4]).divide { |x| x.odd? }.map { |c| c.to_a.sort }.sort
p [1, 2, 3].to_set { |x| x * 2 }.to_a.sort
p SortedSet.new(%w(b c a)).map { |x| x.upcase }
p SortedSet[3, 1].inspect
p Set[1, 2] <= Set[1, 2, 3] rescue p $!.class
p Set[3, 1, 2].sort
p Set[1, 2].length
