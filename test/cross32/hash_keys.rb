# Hash lookups go through the key's hash: a key mutated after insertion is
# not found until rehash (on i386 every key once hashed to 0, so the
# mutated key was still found by a linear scan), and many keys of each
# kind stay distinct.
require "helper"

a = [1]
h = {a => :x, "s" => 1, 2 => 3, :sym => 4, 1.5 => 5, nil => 6, 2**40 => 7}
a << 2
show("mutated array key") { [h[a], h[[1]], h[[1, 2]], h.key?(a)] }
h.rehash
show("after rehash") { [h[a], h[[1, 2]]] }
s = "ab"
h2 = {s => 1}
show("string key is copied") { s << "c"; [h2["ab"], h2["abc"], h2.keys] }
st = Struct.new(:v).new(1)
h3 = {st => :s}
st.v = 2
show("mutated struct key") { [h3[st], h3.key?(st)] }
h3.rehash
show("struct after rehash") { h3[st] }
big = {}
[1, -1, 2**31, -(2**31), 2**32 + 1, 2**62, 1.0, 2.5, "x", :x, [1], [1, 2], nil, true].each_with_index do |k, i|
  big[k] = i
end
show("mixed keys") { big.size }
show("mixed lookups") { [big[2**31], big[2**32 + 1], big[2.5], big[[1, 2]], big[true], big[1]] }
many = {}
2000.times { |i| many[i * 4096] = i; many["k#{i}"] = -i }
show("many keys") { [many.size, many[4096 * 1999], many["k1234"]] }
