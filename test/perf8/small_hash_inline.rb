# Hashes crossing the inline/plain boundary (the first entries of a small
# Hash live in its table's own block): every Hash method on hashes growing
# through 0..3 entries and past the first table growth, shrinking back,
# deletes inside walks, rehash, dup/clone/replace, with GC during walks.
def show(tag, h)
  puts "#{tag}: #{h.inspect} size=#{h.size} keys=#{h.keys.inspect}"
end

# growing one entry at a time, each size checked through every reader
h = {}
[nil, false, 0, :a, "s", 1.5, [1], 2**70].each_with_index do |k, i|
  h[k] = i
  show("grow#{i}", h)
  puts h.key?(k), h.fetch(k), h.index(i).inspect, h.values.inspect
end

# past 66 entries (the table grows) and back down to 0 by delete
h = {}
(0...80).each {|i| h[i] = i.to_s }
puts h.size, h.keys.inspect
(0...80).each {|i| h.delete(i) unless i % 37 == 5 }
show("down", h)
(0...80).each {|i| h[i * 3] = i }
puts h.size, h.keys[0, 20].inspect
h.clear
show("cleared", h)
h[:x] = 1; h[:y] = 2; h[:z] = 3
show("refill", h)

# delete, then refill, so the freed inline entries are taken again
h = {1 => :a, 2 => :b}
h.delete(1); h[3] = :c; h.delete(2); h[4] = :d; h[5] = :e; h[6] = :f
show("reuse", h)
h.delete(4); h.delete(3)
show("reuse2", h)

# deletes inside walks (kept in chains until the walk ends)
h = {1 => 1, 2 => 2, 3 => 3}
h.each {|k, v| h.delete(k) if k != 2 }
show("walkdel", h)
h = {1 => 1, 2 => 2}
h.each {|k, v| h.delete(k); GC.start }
show("walkdel2", h)
h = {"a" => 1, "b" => 2, "c" => 3}
h.delete_if {|k, v| GC.start; v.odd? }
show("delete_if", h)
h = {1 => 2, 3 => 4}
puts h.reject! {|k, v| k == 1 }.inspect, h.reject! {|k, v| false }.inspect
h = (1..10).inject({}) {|a, i| a[i] = i * i; a }
h.each {|k, v| h.delete(k) if k % 2 == 0 }
show("walkdel10", h)

# rehash: in place, and inside a walk
a = [1]; b = [2]
h = {a => :a, b => :b}
a << 9
puts h[a].inspect
h.rehash
puts h[a].inspect, h[[1, 9]].inspect
begin
  h.each { GC.start; h.rehash }
rescue RuntimeError => e
  puts e.message
end
h.each { h[a]; GC.start }
show("rehash-walk", h)
h = {}
big = (0...100).map {|i| [i] }
big.each {|k| h[k] = k.size }
big.each {|k| k << 0 }
h.rehash
puts h.size, h[[5, 0]].inspect
h = {[1] => 1}
h.keys[0] << 2
h.rehash
show("rehash1", h)

# copies keep their own entries
h = {1 => "x", 2 => "y"}
d = h.dup; c = h.clone
d[3] = "z"; c.delete(1)
show("orig", h); show("dup", d); show("clone", c)
h.replace({5 => 5}); show("replace", h)
h.replace(d); d.clear; show("replace2", h)
puts Hash[h].inspect, Hash[[[1, 2]]].inspect
h.update(7 => 8); show("update", h)
h.merge!({1 => :m}) {|k, o, n| [o, n] }; show("merge!", h)
show("merge", h.merge(9 => 9))
puts h.invert.inspect, h.to_a.inspect, h.sort_by {|k, v| k.to_s }.inspect
puts h.shift.inspect, h.shift.inspect
show("shifted", h)
h = {}
puts h.shift.inspect
h = Hash.new(0); h[:q] += 1; h[:r] += 2; show("default", h)
h = Hash.new {|hh, k| hh[k] = k.to_s * 2 }; h[1]; h[2]; h[3]; show("block", h)
puts h.select {|k, v| k > 1 }.inspect, h.find {|k, v| k == 2 }.inspect
puts h.values_at(1, 3, 5).inspect, h.has_value?("22"), h.length
puts h == {1 => "11", 2 => "22", 3 => "33"}, h.eql?({}), h.hash == h.dup.hash
h.store(4, 1); h.delete(1) { :none }; puts h.delete(1) { :none }.inspect
show("store", h)
puts h.sort.inspect, h.min.inspect, h.to_s
f = {1 => 2}.freeze
begin; f[3] = 4; rescue => e; puts e.class; end

# many small hashes live across collections, changed between them
keep = (0...3000).map {|i| {i => i.to_s} }
3.times do |r|
  GC.start
  keep.each_with_index {|x, i| x[-i] = r if i % 3 == r; x.delete(i) if i % 5 == r }
end
puts keep.inject(0) {|s, x| s + x.size }, keep[7].inspect, keep[2999].inspect
puts keep.map {|x| x.keys.inject(0) {|s, k| s + k } }.inject(0) {|s, v| s + v }
