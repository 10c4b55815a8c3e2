# set: method lists, SortedSet, to_set, freeze, flatten, recursion, pp
require 'set'
p Set.public_instance_methods(false).sort, Set.constants.sort, SortedSet.methods(false).sort, SortedSet.setup, SortedSet.setup, Enumerable.public_instance_methods(false).include?("to_set")
s = Set[3, 1, 2]
p s.to_set.equal?(s), s.frozen?, s.size, s.include?(1), s.to_a.sort, s.inspect =~ /#<Set: \{/ ? :ok : s.inspect
t = SortedSet[3, 1, 2, 5]
p t, t.to_a, t.first, t.min, t.map { |x| x }, t.inspect, t.class
t << 0; t.add(4); t.delete(5)
p t.to_a, t.include?(4), t.size, (t | [9]).to_a, (t & [1, 2]).to_a, (t - [1]).to_a, t.subset?(SortedSet[0,1,2,3,4,9]), t.reject! { |x| x > 3 }.to_a
p SortedSet.new([2, 1]) { |x| x * 10 }.to_a, (SortedSet[1, "a"].to_a rescue $!.class)
t.merge([7, 6]); p t.to_a; t.clear; p t.empty?
p t.replace([5, 4]).to_a, SortedSet[1,2].delete_if { |x| x == 1 }.to_a, SortedSet[2,1].each { |x| }.class
s2 = Set[1, [2, Set[3]]]
p s2.flatten rescue p $!
u = Set[1]; u << u rescue p $!
p u.size
p Set[1,2].freeze.frozen?, (Set[1,2].freeze << 3 rescue $!.class).to_a
p Set[1, 2].hash == Set[2, 1].hash, Set[1, 2].eql?(Set[2, 1]), Set[1] == [1], Set[Set[1]].flatten.to_a
p Set[1,2,3].classify { |x| x.odd? }.size, Set[1,2,4,5,7].divide { |a, b| (a - b).abs == 1 }.map { |x| x.to_a.sort }.sort
require 'pp'
pp Set[1]
pp SortedSet[2, 1]
p SortedSet.public_instance_methods(false).sort, [3,1].to_set.class, [3,1].to_set(SortedSet) { |x| x }.to_a, Set::InspectKey
a = Set[1]; a << a; pp a.size
