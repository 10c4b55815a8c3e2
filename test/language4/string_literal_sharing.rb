h = {"a"=>1, "a"=>2}
p h
p Marshal.dump(h)
s = "x"
a = [s, s]
p Marshal.dump(a)
b = ["y", "y"]
p Marshal.dump(b)
k = "k"
h2 = {k=>1}
p h2.keys[0].equal?(k)
p h2.keys[0].frozen?
h3 = {"a"=>1, "b"=>2, "a"=>3}
p h3.size
p Marshal.dump(h3)
3.times { |i| p "lit".object_id == "lit".object_id }
x = {"a"=>1}
p Marshal.dump([x.keys[0], x.keys[0]])
h = {"a"=>1, "a"=>2, "b"=>3}
p h, h.size, h.keys.map { |k| k.frozen? }
k = "kk"; h2 = {k=>1, k=>2}
p h2.keys[0].equal?(k), Marshal.dump(h2)
a = []
2.times { a << "lit" }
p Marshal.dump(a), a[0].equal?(a[1])
s = "x"; h3 = {s => s}
p Marshal.dump(h3), h3.keys[0].equal?(h3.values[0])
h4 = {}; h4[s] = s
p Marshal.dump(h4)
h5 = Hash.new; h5.store(s.freeze, s); p Marshal.dump(h5), h5.keys[0].equal?(s)
sym = {:a=>1, :a=>2}; p sym
x = "dup"; arr = [x, x, x.dup]; p Marshal.dump(arr)
hh = {"a"=>1}; hh["a"] = 5; p hh
def m; "same"; end; p m.equal?(m)
p Marshal.dump({"q"=>"q"})
