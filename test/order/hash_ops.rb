# the order after deleting, copying and rebuilding Hashes is 1.8.7's
def mk(n, m = 1) h = {}; n.times {|i| h[i * m] = i }; h end
h = mk(20); h.each {|k, v| h.delete(k + 1) if k % 3 == 0 }; p h
h = mk(20); h.delete_if {|k, v| k % 2 == 0 }; p h
h = mk(20); h.reject! {|k, v| k % 3 == 0 }; p h; h[100] = 1; h[0] = 0; p h
h = mk(20); p h.shift, h.shift, h
h = {1=>1, 2=>2}; h.each {|k, v| h[k + 10] = 1 }; p h
h = {1=>1, 2=>2, 3=>3}; seen = []; h.each {|k, v| h.delete(2); seen << k }; p seen, h
h = mk(60); n = 0
begin
  h.each {|k, v| h[k + 1000] = 1; n += 1 }
rescue => e
  p e.class, e.message
end
p n, h.size
h = mk(80); p h.keys
p h.dup.keys, h.clone.keys, h.select {|k, v| k % 2 == 0 }, h.reject {|k, v| k % 2 == 0 }.keys
h = mk(80, 3); p h.keys; h.rehash; p h.keys
p({}.replace(h).keys, {}.merge(h).keys, h.invert.keys, {}.update(h).keys)
p Hash[*h.to_a.flatten].keys, Hash[h].keys
p h.to_a[0, 10], h.sort[0, 5], h.values[0, 20], h.to_s[0, 60], h.inspect[0, 60]
p h.min_by {|k, v| v }, h.find {|k, v| v > 3 }, h.index(5), h.invert[10]
h = mk(80, 3); 60.times {|i| h.delete(i * 3) }; p h.keys; h.rehash; p h.keys
h = mk(30); h.merge!({100=>1, 5=>2}); p h.keys
h = mk(30); h.clear; 10.times {|i| h[i * 5] = 1 }; p h.keys
h = mk(10); h.default = 5; p h.merge({3=>1}).keys
h = mk(100, 13); p Marshal.dump(h).unpack("C*")[0, 60]
p Marshal.load(Marshal.dump(h)).keys == h.keys, Marshal.load(Marshal.dump(h)).keys[0, 20]
h = {"b"=>1, "a"=>2, :c=>3, 4=>5}; h2 = h.dup; h2["z"] = 1; p h2.keys
p h.each_with_index.to_a rescue p $!.class
p h.map {|k, v| k }, h.sort_by {|k, v| k.to_s }.map {|k, v| k }, h.group_by {|k, v| v % 2 }
h = {}; 1000.times {|i| h[i] = i }; 990.times {|i| h.delete(i) }; p h.keys
h = {}; 1000.times {|i| h[i] = i }; h.delete_if {|k, v| k > 5 }; h[2000] = 1; p h.keys
