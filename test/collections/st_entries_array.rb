# hash tables as one entry array plus an index: growth past the small
# linear tables, deletes leaving holes, walks that delete and add
h = {}
1.upto(40) { |i| h[i] = i * i }
1.upto(40) { |i| h.delete(i) if i % 3 == 0 }
p h.size, h.keys.sort[0, 6], h[39], h[40], h.values.inject(0) { |s, v| s + v }
41.upto(300) { |i| h[i] = -i }
p h.size, h.keys.sort[-3, 3], h[100], h[99]
# a queue-like hash: smallest deleted, newest added
q = {}
10.times { |i| q[i] = i }
1000.times { |i| q.delete(q.keys.min); q[i + 10] = i }
p q.size, q.keys.min, q.keys.max
# a walk deleting the current key and adding new ones
w = {1 => 1, 2 => 2, 3 => 3}
w.each { |k, v| w.delete(k); w[k + 10] = v if k < 10 }
p w
# delete_if and reject! across the index
d = {}
100.times { |i| d["k#{i}"] = i }
d.delete_if { |k, v| v % 7 != 0 }
p d.size, d.keys.sort.first(3), d["k98"]
d.reject! { |k, v| v > 50 }
p d.sort
# a walk adding keys until the table is rebuilt several times
g = {0 => 0}
g.each { |k, v| g[k + 1] = v if k < 100 } rescue p $!.class
p g.size > 1
# instance variables: many, removed, read back
o = Object.new
30.times { |i| o.instance_variable_set("@v#{i}", i) }
10.times { |i| o.send(:remove_instance_variable, "@v#{i * 3}") }
p o.instance_variables.size, o.instance_variable_get(:@v29), o.instance_variable_get(:@v3)
o.instance_variable_set(:@v3, :back)
p o.instance_variables.sort.last(2), o.instance_variable_get(:@v3)
# string keys, equal but not identical
s = {}
200.times { |i| s["x" * (i % 13) + i.to_s] = i }
p s["xxx3"], s["x" * 12 + "12"], s.size
p s.dup == s, s.dup.size, s.select { |k, v| v < 3 }.sort
h2 = {}
h2.compare_by_identity rescue nil
p({1 => 2}.merge(2 => 3).to_a.sort)
