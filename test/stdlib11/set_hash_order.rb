# Set#hash is its inner Hash's hash: equal sets hash alike and a set of
# sets lists its members in 1.8.7's order.
require 'set'
p Set[2].hash == {2 => true}.hash, Set[1, 3].hash == {1 => true, 3 => true}.hash
p Set[1, 2].hash == Set[2, 1].hash, Set[].hash == {}.hash
p Set[1, 2, 3].divide { |x| x % 2 }
p Set[1, 2, 3, 4, 5, 6].divide { |x| x % 3 }
p Set[Set[2], Set[1, 3]], Set[Set[1, 3], Set[2]]
p Set[Set[1], Set[2], Set[3], Set[4]]
h = { Set[1, 2] => :a }
p h[Set[2, 1]], Set[1, 2].eql?(Set[2, 1]), Set[1].eql?(Set[1.0])
p Set[Set[1, 2], Set[2, 1]].size
p [Set[1], Set[1]].uniq.size
p Set[1, 3, 4, 6, 9, 10, 11].divide { |i, j| (i - j).abs == 1 }
