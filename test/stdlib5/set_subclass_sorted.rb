# set: subclasses keep their class through operations, SortedSet, return
# values, equality of odd members
require 'set'
require "helper"
class MS < Set; end
show("sub ops class") { a = MS[1, 2]; [(a | [3]).class, (a & [1]).class, (a - [1]).class, (a ^ [5]).class, a.dup.class, a.map { |x| x }.class, a.select { true }.class, a.to_set.class, a.classify { |x| x }.values.first.class, a.divide { |x| x }.class, a.divide { |x| x }.first.class] }
show("sub inspect") { MS[1].inspect }
show("sorted block") { SortedSet.new([3, 1]) { |x| x * 2 }.to_a }
show("to_set block") { [1, 2].to_set { |x| -x }.to_a.sort }
show("to_set klass args") { [3, 1].to_set(SortedSet) { |x| x + 1 }.to_a }
show("flatten sub") { MS[MS[1], 2].flatten.class }
show("flatten!") { s = Set[1, 2]; s.flatten! }
show("flatten! nested") { s = Set[Set[1], 2]; s.flatten!.size }
show("== with hash eq") { Set[[1]] == Set[[1]] }
show("include after mutation") { a = [1]; s = Set[a]; a << 2; [s.include?([1, 2]), s.include?([1])] }
show("hash of set") { Set[1].hash == Set[1].hash }
show("eql? diff") { Set[1].eql?(Set[1.0]) }
show("== diff types") { Set[1] == Set[1.0] }
show("superset eq") { [Set[1] >= Set[1], Set[1] > Set[1], Set[1] <= Set[1, 2]] rescue $!.class }
show("add returns self") { s = Set[]; s.add(1).equal?(s) }
show("delete returns self") { s = Set[1]; s.delete(1).equal?(s) }
show("each returns self") { s = Set[1]; s.each { }.equal?(s) }
show("merge returns self") { s = Set[1]; s.merge([2]).equal?(s) }
show("subtract set") { (Set[1, 2] - Set[2]).to_a }
show("inspect recursion") { s = Set[]; s << Set[s] rescue nil; s.inspect.size > 0 }
show("length size") { [Set[1, 2].size, Set[].empty?] }
show("clone frozen") { s = Set[1].freeze; [s.clone.frozen?, s.dup.frozen?] }
show("select!") { Set[1, 2].select! { |x| x > 1 } rescue $!.class }
show("keep_if") { Set[1, 2].keep_if { |x| x > 1 } rescue $!.class }
show("sort_by") { Set[3, 1, 2].sort_by { |x| -x } }
show("sortedset superclass") { SortedSet.superclass }
show("sortedset inspect empty") { SortedSet.new.inspect }
show("sortedset dup") { s = SortedSet[2, 1]; t = s.dup; t << 0; [s.to_a, t.to_a] }
show("sortedset add?") { s = SortedSet[1]; [s.add?(1), s.add?(2).class] }
show("sortedset delete_if") { s = SortedSet[1, 2, 3]; s.delete_if { |x| x.odd? }; s.to_a }
show("sortedset map!") { s = SortedSet[1, 2]; s.map! { |x| -x }; s.to_a }
show("sortedset clear") { SortedSet[1].clear.to_a }
show("sortedset ==") { SortedSet[1, 2] == Set[2, 1] }
