# SortedSet as 1.8.7's: its methods are defined by SortedSet.setup on first
# use, so none are public right after require 'set'
require 'fixtures/apilist'
api_listing('set', /Set/)
p SortedSet.public_instance_methods(false).sort, SortedSet.private_instance_methods(false).sort
p SortedSet.respond_to?(:setup)
s = SortedSet.new([3, 1, 2])
p SortedSet.public_instance_methods(false).sort
p s.to_a, s.first, s.min, (s << 0).to_a, s.delete(2).to_a, s.map { |x| x * 2 }, s.inspect, s.add?(1), s.merge([9, -1]).to_a
p s.each { }.class, s.replace([5, 4]).to_a, s.clear.to_a, s.delete_if { true }.to_a
p((SortedSet.new([1, "a"]).to_a rescue $!.class))
p SortedSet[2, 1].to_a
p SortedSet.setup
